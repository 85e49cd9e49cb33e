import type { Review } from '#common/schemas/reviews.js';
import { Stars } from '#web/components/stars.js';

/** Spec 2.8: a card per review with the reviewer's name, comment and read-only stars. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="review-grid">
      {reviews.map((review) => (
        <li key={review._id} className="card review-card">
          <Stars rating={review.ratings} />
          <blockquote>{review.comment}</blockquote>
          <p className="review-card__name">
            {review.user.firstName} {review.user.lastName}
          </p>
        </li>
      ))}
    </ul>
  );
}
