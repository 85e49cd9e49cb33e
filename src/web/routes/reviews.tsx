import { LoadingOverlay } from '../components/loading-overlay.js';
import { useReviews } from '../features/reviews/api/get-reviews.js';
import { ReviewList } from '../features/reviews/components/review-list.js';
import { useT } from '../i18n/i18n.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.8 Customer Reviews (/reviews/all): 'No Reviews Yet' when empty, only 'Error' on failure. */
export default function ReviewsPage() {
  const t = useT();
  useDocumentTitle(t('reviews.title'));
  const reviews = useReviews();
  return (
    <div className="page">
      {reviews.isPending && <LoadingOverlay label={t('reviews.loading')} />}
      <h1>{t('reviews.title')}</h1>
      {reviews.isError && <p className="notice notice--error">{t('reviews.error')}</p>}
      {reviews.data && (reviews.data.length === 0 ? <p className="notice">{t('reviews.none')}</p> : <ReviewList reviews={reviews.data} />)}
    </div>
  );
}
