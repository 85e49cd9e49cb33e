import { Link } from 'react-router';
import type { Category } from '#common/schemas/catalog.js';
import { webLinks, webPaths } from '#common/web-paths.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * Spec 2.5's 'Sorry Products Not Found', and under it a way on (decision 0039): a hint for a
 * search (spelling, a shorter word) or a filter (take one away), the shop's categories and the
 * whole list.
 */
export function NoProducts({ categories, isSearch }: { categories: readonly Category[]; isSearch: boolean }) {
  const t = useT();
  return (
    <div className="no-products">
      <p className="notice">{t('products.notFound')}</p>
      <p className="no-products__hint">{isSearch ? t('products.notFoundKeywordHint') : t('products.notFoundFilterHint')}</p>
      {categories.length > 0 && (
        <ul className="no-products__categories" aria-label={t('products.categories')}>
          {categories.map((category) => (
            <li key={category._id}>
              <Link to={webLinks.categoryQuery(category._id, category.categoryName)} className="button button--outline">
                {category.categoryName}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={webPaths.products.href()} className="button">
        {t('products.seeAll')}
      </Link>
    </div>
  );
}
