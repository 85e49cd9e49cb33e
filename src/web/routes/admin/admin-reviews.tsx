import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useDeleteReview } from '#web/features/admin/api/delete-review.js';
import { NoticeLines } from '#web/features/admin/components/notice-lines.js';
import { ReviewsTable } from '#web/features/admin/components/reviews-table.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useReviews } from '#web/features/reviews/api/get-reviews.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.reviews;

/** Spec 2.9 All Reviews (/admin/view/reviews). */
export function AdminReviewsPage() {
  useDocumentTitle(t.listTitle);
  const reviews = useReviews();
  const remove = useDeleteReview();
  const { notice, done, failed } = useNotice();

  const list = reviews.data ?? [];
  return (
    <section className="admin-page">
      {reviews.isPending && <LoadingOverlay label={t.fetching} />}
      {remove.isPending && <LoadingOverlay label={t.deleting} />}
      <h1>{t.listTitle}</h1>
      <NoticeLines notice={notice} />
      {reviews.isError && <ErrorLines messages={messagesOf(reviews.error)} />}
      {reviews.isSuccess && list.length === 0 && <p className="notice">{t.none}</p>}
      {list.length > 0 && (
        <ReviewsTable
          reviews={list}
          onDelete={(review) => remove.mutate(review._id, { onSuccess: (answer) => done(answer.message || t.deleted), onError: failed })}
          deleting={remove.isPending}
        />
      )}
    </section>
  );
}
