import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '#common/schemas/catalog.js';
import { webLinks } from '#common/web-paths.js';
import { PriceWithMrp } from '#web/components/mrp-price.js';
import { ProductName, useLocalName } from '#web/components/product-name.js';
import { ProductPicture } from '#web/components/product-picture.js';
import { useFormat } from '#web/i18n/format.js';
import { useT, useUnit } from '#web/i18n/i18n.js';
import { isOutOfStock } from '../product-stock.js';

/**
 * One product on its own page: image, name, rate per unit (and the MRP struck beside it), stock state, and the buying controls
 * the screen passes in (the cart's quantity and Add to cart), shown only while it is in stock.
 */
export function ProductDetails({ product, children }: { product: Product; children?: ReactNode }) {
  const { money } = useFormat();
  const t = useT();
  const unit = useUnit();
  const localName = useLocalName();
  const out = isOutOfStock(product);
  return (
    <article className="product-details">
      {/* The page's largest paint: fetched first, never lazily. */}
      <ProductPicture
        className="product-details__image"
        product={product}
        place="details"
        loading="lcp"
        alt={localName(product)}
        size={600}
      />
      <div className="product-details__info">
        {product.category && (
          <Link className="tag" to={webLinks.categoryQuery(product.category._id, product.category.categoryName)}>
            {product.category.categoryName}
          </Link>
        )}
        <h1>
          <ProductName item={product} />
        </h1>
        <PriceWithMrp price={product}>
          <p className="price price--large">{t('products.ratePerUnit', { amount: money(product.rate), unit: unit(product.unit) })}</p>
        </PriceWithMrp>
        <p className={out ? 'stock stock--out' : 'stock stock--in'}>{out ? t('cart.outOfStock') : t('products.inStock')}</p>
        {!out && children}
      </div>
    </article>
  );
}
