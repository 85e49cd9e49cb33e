import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** DELETE /api/admin/coupons/:id (Admin); the list is fetched again after it. */
export function deleteCoupon(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/admin/coupons/${encodeURIComponent(id)}`);
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.coupons }),
  });
}
