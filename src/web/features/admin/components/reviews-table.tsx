import type { Review } from '../../../../common/schemas/reviews.js';
import { Stars } from '../../../components/stars.js';
import { adminTexts } from '../../../i18n/admin-texts.js';
import { DeleteButton } from './row-actions.js';

/** Spec 2.9 All Reviews: id, name, ratings, review text, delete. */
export function ReviewsTable({
  reviews,
  onDelete,
  deleting,
}: {
  reviews: readonly Review[];
  onDelete: (review: Review) => void;
  deleting: boolean;
}) {
  const c = adminTexts.reviews.columns;
  return (
    <div className="table-wrap admin-table-wrap">
      <table className="table admin-table">
        <thead>
          <tr>
            <th scope="col">{c.id}</th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.ratings}</th>
            <th scope="col">{c.review}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => (
            <tr key={review._id}>
              <td className="admin-id" title={review._id}>
                {review._id}
              </td>
              <th scope="row">
                {review.user.firstName} {review.user.lastName}
              </th>
              <td className="admin-nowrap">
                <Stars rating={review.ratings} />{' '}
                <span className="admin-rating" aria-hidden="true">
                  {review.ratings}
                </span>
              </td>
              <td className="admin-review-text">{review.comment}</td>
              <td>
                <div className="admin-actions">
                  <DeleteButton onClick={() => onDelete(review)} disabled={deleting} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
