import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '#common/schemas/reviews.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/user/get/reviews: every review, newest first. */
export async function getReviews(signal?: AbortSignal): Promise<Review[]> {
  const answer = await api.get<{ reviews: Review[] }>('/api/user/get/reviews', { signal });
  return answer.reviews;
}

export const reviewsQueryOptions = () => queryOptions({ queryKey: queryKeys.reviews.all, queryFn: ({ signal }) => getReviews(signal) });

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
