import { LoadingOverlay } from '../components/loading-overlay.js';
import { useReviews } from '../features/reviews/api/get-reviews.js';
import { ReviewList } from '../features/reviews/components/review-list.js';
import { texts } from '../i18n/texts.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.8 Customer Reviews (/reviews/all): 'No Reviews Yet' when empty, only 'Error' on failure. */
export default function ReviewsPage() {
  useDocumentTitle(texts.reviews.title);
  const reviews = useReviews();
  return (
    <div className="page">
      {reviews.isPending && <LoadingOverlay label={texts.reviews.loading} />}
      <h1>{texts.reviews.title}</h1>
      {reviews.isError && <p className="notice notice--error">{texts.reviews.error}</p>}
      {reviews.data && (reviews.data.length === 0 ? <p className="notice">{texts.reviews.none}</p> : <ReviewList reviews={reviews.data} />)}
    </div>
  );
}
