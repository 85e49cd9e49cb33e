import type { Review } from '#common/schemas/reviews.js';
import { Stars } from '#web/components/stars.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { AdminTable, IdCell } from './admin-table.js';
import { DeleteButton, RowActions } from './row-actions.js';

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
    <AdminTable columns={[c.id, c.name, c.ratings, c.review, c.actions]}>
      {reviews.map((review) => (
        <tr key={review._id}>
          <IdCell id={review._id} />
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
          <RowActions>
            <DeleteButton onClick={() => onDelete(review)} disabled={deleting} />
          </RowActions>
        </tr>
      ))}
    </AdminTable>
  );
}
