import { Link } from 'react-router';
import { formatRupees } from '#common/money.js';
import type { Product } from '#common/schemas/catalog.js';
import type { Review } from '#common/schemas/reviews.js';
import { ProductPicture } from '#web/components/product-picture.js';
import { Stars } from '#web/components/stars.js';
import { paths } from '#web/config/paths.js';
import { texts } from '#web/i18n/texts.js';
import type { Slide } from './slider.js';

/** New Products slide (spec 2.4): image, name, 'Rate: ₹ {rate}', View Product. */
export function productSlides(products: readonly Product[]): Slide[] {
  return products.map((product) => ({
    key: product._id,
    node: (
      <article className="slide-card">
        <ProductPicture product={product} place="slide" />
        <h3>{product.name}</h3>
        <p className="price">{texts.home.rate(formatRupees(product.rate))}</p>
        <Link to={paths.product(product._id)} className="button" aria-label={`${texts.home.viewProduct}: ${product.name}`}>
          {texts.home.viewProduct}
        </Link>
      </article>
    ),
  }));
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
