import { Link } from 'react-router';
import { formatRupees } from '../../../../common/money.js';
import type { Product } from '../../../../common/schemas/catalog.js';
import { paths } from '../../../config/paths.js';
import { texts } from '../../../i18n/texts.js';
import { AddToCart } from './add-to-cart.js';

/** Spec 2.5 product card: name, image, '₹ rate/unit', quantity and Add to cart. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const nameId = `product-${product._id}-name`;
  return (
    <article className="product-card" aria-labelledby={nameId}>
      <Link to={paths.product(product._id)} className="product-card__image" tabIndex={-1} aria-hidden="true">
        <img
          src={product.thumbnailUrl || product.url}
          alt=""
          width="400"
          height="400"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
      <h3 id={nameId} className="product-card__name">
        <Link to={paths.product(product._id)}>{product.name}</Link>
      </h3>
      <p className="price">{texts.products.ratePerUnit(formatRupees(product.rate), product.unit)}</p>
      <AddToCart product={product} />
    </article>
  );
}
