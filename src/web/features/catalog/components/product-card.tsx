import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '#common/schemas/catalog.js';
import { webPaths } from '#common/web-paths.js';
import { PriceWithMrp } from '#web/components/mrp-price.js';
import { ProductName } from '#web/components/product-name.js';
import { type PictureLoading, ProductPicture } from '#web/components/product-picture.js';
import { useFormat } from '#web/i18n/format.js';
import { useT, useUnit } from '#web/i18n/i18n.js';
import { isOutOfStock } from '../product-stock.js';

interface ProductCardProps {
  product: Product;
  /** The first card is the `lcp` picture, the rest of the first row `eager`, the others `lazy`. */
  imageLoading?: PictureLoading;
  /** The buying controls (the screen puts the cart's Add to cart here); OUT OF STOCK replaces them when none is left. */
  children?: ReactNode;
}

/**
 * Spec 2.5 product card: name, image, '₹ rate/unit' (with the MRP struck beside it when above the
 * rate, decision 0061), quantity and Add to cart, or OUT OF STOCK when stocks <= 0.
 */
export function ProductCard({ product, imageLoading = 'lazy', children }: ProductCardProps) {
  const { money } = useFormat();
  const t = useT();
  const unit = useUnit();
  const nameId = `product-${product._id}-name`;
  return (
    <article className="product-card" aria-labelledby={nameId}>
      <Link to={webPaths.product.href(product._id)} className="product-card__image" tabIndex={-1} aria-hidden="true">
        <ProductPicture product={product} place="card" loading={imageLoading} />
      </Link>
      {/* h2: the cards sit right under the page's h1 (headings go down one level at a time). */}
      <h2 id={nameId} className="product-card__name">
        <Link to={webPaths.product.href(product._id)}>
          <ProductName item={product} />
        </Link>
      </h2>
      <PriceWithMrp price={product}>
        <p className="price">{t('products.ratePerUnit', { amount: money(product.rate), unit: unit(product.unit) })}</p>
      </PriceWithMrp>
      {isOutOfStock(product) ? <p className="out-of-stock">{t('cart.outOfStock')}</p> : children}
    </article>
  );
}
