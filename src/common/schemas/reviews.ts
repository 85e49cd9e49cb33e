import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { Id, MessageById, numberLike, requiredText, Success } from './fields.js';

export const Review = z.object({
  _id: z.string(),
  comment: z.string(),
  ratings: z.number(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
});
export type Review = z.infer<typeof Review>;

export const AddReviewInput = z.object({
  comment: requiredText('comment', LIMITS.commentLength),
  ratings: numberLike('Ratings').pipe(
    z.number().int('Ratings: Must be a whole number..!!').min(1, 'Ratings: From 1 to 5..!!').max(5, 'Ratings: From 1 to 5..!!'),
  ),
});
export type AddReviewInput = z.infer<typeof AddReviewInput>;

export const ReviewsAnswer = z.object({ success: Success, reviews: z.array(Review) });
export const ReviewAddedAnswer = z.object({ success: Success, message: z.string(), ...MessageById, review: Review });

export const ReviewIdParams = z.object({ id: Id });
