import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddReviewInput } from '#common/schemas/reviews.js';
import { api } from '#web/lib/api-client.js';
import { reviewsQueryOptions } from './get-reviews.js';

/** POST /api/user/add/review (signed in; a second review replaces the first). */
export function addReview(input: AddReviewInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/user/add/review', input);
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
  });
}
