import type { Db } from '../../db/client.js';

export function createReviewsService(_deps: { db: Db }) {
  return {};
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
