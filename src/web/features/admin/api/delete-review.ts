import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** DELETE /api/user/admin/review/:id (Admin); the public review list refetches too. */
export function deleteReview(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/user/admin/review/${encodeURIComponent(id)}`);
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
}
