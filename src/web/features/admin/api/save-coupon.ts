import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '#common/schemas/coupons.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/**
 * A coupon's fields as the owner typed them: a number field that is not a number is sent as
 * typed, so the server's own message names the problem (as the Settings form does).
 */
export type CouponEdit = Partial<Record<keyof Omit<Coupon, '_id' | 'used'>, unknown>>;

/** POST /api/admin/coupons (a new coupon, 201) or PUT /api/admin/coupons/:id (only the fields that change). */
export async function saveCoupon({ id, fields }: { id?: string | undefined; fields: CouponEdit }): Promise<Coupon> {
  const answer = id
    ? await api.put<{ coupon: Coupon }>(`/api/admin/coupons/${encodeURIComponent(id)}`, fields)
    : await api.post<{ coupon: Coupon }>('/api/admin/coupons', fields);
  return answer.coupon;
}

/** Adding, editing, pausing and resuming all save a coupon; the list is fetched again after it. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.coupons }),
  });
}
