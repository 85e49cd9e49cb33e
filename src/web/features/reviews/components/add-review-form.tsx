import { type FormEvent, useState } from 'react';
import { LIMITS } from '#common/constants.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import { useAutoClear, useTimedMessage } from '#web/lib/use-auto-clear.js';
import { useAddReview } from '../api/add-review.js';
import { StarRatingInput } from './star-rating-input.js';

/**
 * Spec 2.8 / 5: the user's name read-only, a star rating and a comment; with an empty comment
 * or no rating, 'All Field Are Required..!!' and nothing is sent. Failure keeps the message.
 */
export function AddReviewForm({ fullName, onAdded }: { fullName: string; onAdded: (message: string) => void }) {
  const t = useT();
  const server = useServerMessages();
  const [ratings, setRatings] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, showProblem] = useTimedMessage();
  const mutation = useAddReview();
  useAutoClear(mutation.isError, mutation.reset);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim() || ratings === 0) return showProblem(t('reviews.allRequired'));
    mutation.mutate(
      { comment: comment.trim(), ratings },
      {
        onSuccess: (answer) => {
          setComment('');
          setRatings(0);
          onAdded(server.answer(answer));
        },
      },
    );
  };

  return (
    <form className="form-card" onSubmit={submit} noValidate>
      {mutation.isPending && <LoadingOverlay label={t('reviews.processing')} />}
      <h1>{t('reviews.addTitle')}</h1>
      <div className="field">
        <label htmlFor="review-name">{t('reviews.yourName')}</label>
        <input id="review-name" type="text" value={fullName} readOnly />
      </div>
      <StarRatingInput value={ratings} onChange={setRatings} />
      <div className="field">
        <label htmlFor="review-comment">{t('reviews.comment')}</label>
        <textarea
          id="review-comment"
          rows={5}
          placeholder={t('reviews.commentPlaceholder')}
          value={comment}
          maxLength={LIMITS.commentLength}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <ErrorLines messages={[...(problem ? [problem] : []), ...(mutation.isError ? server.of(mutation.error) : [])]} />
      <button type="submit" className="button button--block" disabled={mutation.isPending}>
        {t('reviews.submit')}
      </button>
    </form>
  );
}
