import { useState } from 'react';
import type { Review } from '#common/schemas/reviews.js';
import { useDeleteReview } from '#web/features/admin/api/delete-review.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { ConfirmDelete } from '#web/features/admin/components/confirm-delete.js';
import { ReviewsTable } from '#web/features/admin/components/reviews-table.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useReviews } from '#web/features/reviews/api/get-reviews.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.reviews;

/** Spec 2.9 All Reviews (/admin/view/reviews). Deleting asks first. */
export function AdminReviewsPage() {
  const reviews = useReviews();
  const remove = useDeleteReview();
  const { notice, done, failed } = useNotice();
  const [asking, setAsking] = useState<Review | null>(null);

  const list = reviews.data ?? [];
  return (
    <AdminListPage
      title={t.listTitle}
      list={reviews}
      rowCount={list.length}
      loadingLabel={t.fetching}
      emptyText={t.none}
      busyLabel={remove.isPending ? t.deleting : null}
      notice={notice}
      table={<ReviewsTable reviews={list} onDelete={setAsking} deleting={remove.isPending} />}
    >
      <ConfirmDelete
        item={asking}
        title={t.confirmTitle}
        textOf={(review) => t.confirmText(`${review.user.firstName} ${review.user.lastName}`, review.comment)}
        confirmLabel={t.confirmButton}
        onConfirm={(review) => remove.mutate(review._id, { onSuccess: (answer) => done(answer.message || t.deleted), onError: failed })}
        onClose={() => setAsking(null)}
      />
    </AdminListPage>
  );
}
