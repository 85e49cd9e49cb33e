import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** The shop's answer when a code applies: what it takes off the items (rupees) and the coupon's terms. */
export interface CouponCheck {
  discount: number;
  coupon: { code: string; kind: 'percent' | 'flat'; value: number };
}

/** GET /api/coupons/check: whether `code` applies to items worth `total` for this shopper now (409 COUPON_INVALID saying why). */
export const checkCoupon = (code: string, total: number) => api.get<CouponCheck>('/api/coupons/check', { query: { code, total } });

/**
 * The applied coupon checked against the cart's items as they are: a changed cart asks again
 * (a percent follows the items, a minimum may stop being met). Nothing is asked without a code.
 */
export function useCheckCoupon(code: string | null, total: number) {
  return useQuery({
    queryKey: queryKeys.coupons.check(code ?? '', total),
    queryFn: () => checkCoupon(code ?? '', total),
    enabled: code !== null && total > 0,
    staleTime: 30_000,
    retry: false,
  });
}
