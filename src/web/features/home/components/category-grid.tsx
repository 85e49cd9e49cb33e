import { Link } from 'react-router';
import type { Category } from '#common/schemas/catalog.js';
import { webLinks } from '#common/web-paths.js';
import { ProductPicture } from '#web/components/product-picture.js';
import { useT } from '#web/i18n/i18n.js';

/** Spec 2.4 Product Categories: image, 'Fresh {categoryName}', Shop Now; within the first screen, so their pictures load at once. */
export function CategoryGrid({ categories }: { categories: readonly Category[] }) {
  const t = useT();
  return (
    <div className="category-grid">
      {categories.map((category) => (
        <article key={category._id} className="category-card">
          <ProductPicture
            product={{ url: category.categoryImage, thumbnailUrl: category.categoryThumbnail }}
            place="category"
            size={300}
            loading="eager"
          />
          <h3>{t('home.freshCategory', { name: category.categoryName })}</h3>
          <Link
            to={webLinks.categoryQuery(category._id, category.categoryName)}
            className="button button--outline"
            aria-label={`${t('home.shopNow')}: ${category.categoryName}`}
          >
            {t('home.shopNow')}
          </Link>
        </article>
      ))}
    </div>
  );
}
