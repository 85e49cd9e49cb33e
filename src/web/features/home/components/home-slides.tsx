import { Link } from 'react-router';
import type { Product } from '#common/schemas/catalog.js';
import type { Review } from '#common/schemas/reviews.js';
import { webPaths } from '#common/web-paths.js';
import { PriceWithMrp } from '#web/components/mrp-price.js';
import { ProductName, useLocalName } from '#web/components/product-name.js';
import { ProductPicture } from '#web/components/product-picture.js';
import { Stars } from '#web/components/stars.js';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import type { Slide } from './slide-frame.js';

/** New Products slide (spec 2.4): image, name, 'Rate: ₹ {rate}', View Product. */
function ProductSlide({ product }: { product: Product }) {
  const { money } = useFormat();
  const t = useT();
  const name = useLocalName()(product);
  return (
    <article className="slide-card">
      <ProductPicture product={product} place="slide" />
      <h3>
        <ProductName item={product} />
      </h3>
      <PriceWithMrp price={product}>
        <p className="price">{t('home.rate', { amount: money(product.rate) })}</p>
      </PriceWithMrp>
      <Link to={webPaths.product.href(product._id)} className="button" aria-label={`${t('home.viewProduct')}: ${name}`}>
        {t('home.viewProduct')}
      </Link>
    </article>
  );
}

export function productSlides(products: readonly Product[]): Slide[] {
  return products.map((product) => ({ key: product._id, node: <ProductSlide product={product} /> }));
}

/** Customer Reviews slide (spec 2.4): reviewer's first and last name, comment, five stars. */
export function reviewSlides(reviews: readonly Review[]): Slide[] {
  return reviews.map((review) => ({
    key: review._id,
    node: (
      <figure className="slide-card review-card">
        <blockquote>{review.comment}</blockquote>
        <figcaption>
          <strong>
            {review.user.firstName} {review.user.lastName}
          </strong>
          <Stars rating={review.ratings} />
        </figcaption>
      </figure>
    ),
  }));
}
