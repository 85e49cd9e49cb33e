import { Link } from 'react-router';
import { formatRupees } from '../../../../common/money.js';
import type { Product } from '../../../../common/schemas/catalog.js';
import { paths } from '../../../config/paths.js';
import { texts } from '../../../i18n/texts.js';
import { productImageSizes, productImageSources } from '../../../lib/product-image.js';
import { AddToCart } from './add-to-cart.js';

/**
 * How soon a card's picture loads: `lcp` for the first card (likely the page's largest paint,
 * fetched first), `eager` for the rest of the first row, `lazy` below it.
 */
export type CardImageLoading = 'lcp' | 'eager' | 'lazy';

/** Spec 2.5 product card: name, image, '₹ rate/unit', quantity and Add to cart. */
export function ProductCard({ product, imageLoading = 'lazy' }: { product: Product; imageLoading?: CardImageLoading }) {
  const nameId = `product-${product._id}-name`;
  return (
    <article className="product-card" aria-labelledby={nameId}>
      <Link to={paths.product(product._id)} className="product-card__image" tabIndex={-1} aria-hidden="true">
        <img
          {...productImageSources(product)}
          sizes={productImageSizes.card}
          alt=""
          width="400"
          height="400"
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imageLoading === 'lcp' ? 'high' : 'auto'}
          decoding={imageLoading === 'lcp' ? undefined : 'async'}
        />
      </Link>
      {/* h2: the cards sit right under the page's h1 (headings go down one level at a time). */}
      <h2 id={nameId} className="product-card__name">
        <Link to={paths.product(product._id)}>{product.name}</Link>
      </h2>
      <p className="price">{texts.products.ratePerUnit(formatRupees(product.rate), product.unit)}</p>
      <AddToCart product={product} />
    </article>
  );
}
