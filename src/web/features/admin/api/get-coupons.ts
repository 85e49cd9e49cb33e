import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon } from '#common/schemas/coupons.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/admin/coupons (Admin): every coupon, with its uses so far. */
export async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  const answer = await api.get<{ coupons: Coupon[] }>('/api/admin/coupons', { signal });
  return answer.coupons;
}

export const couponsQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.coupons, queryFn: ({ signal }) => getCoupons(signal) });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
