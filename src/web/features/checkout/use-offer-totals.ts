import { useQuery } from '@tanstack/react-query';
import { cartTotal, type PricedLine } from '#web/lib/line-totals.js';
import { offerTotals } from '#web/lib/offer-totals.js';
import { shopSettingsQueryOptions } from '#web/lib/shop-settings.js';
import { useCheckCoupon } from './api/check-coupon.js';
import { useCouponStore } from './coupon-store.js';

/**
 * The cart's totals with the shop's delivery charge and the applied coupon (API.md "Offers and
 * the delivery charge"): the coupon counts once the shop said it applies to these items; while
 * it is being checked, or when it was refused, the totals are without it.
 */
export function useOfferTotals(lines: readonly PricedLine[]) {
  // The delivery terms decide what the order costs: asked again when a minute old, as the delivery rules are.
  const settings = useQuery({ ...shopSettingsQueryOptions(), staleTime: 60_000 });
  const code = useCouponStore((s) => s.code);
  const check = useCheckCoupon(code, cartTotal(lines));
  const applied = code !== null && check.data && !check.isError ? check.data : null;
  const totals = offerTotals(lines, applied?.discount ?? 0, settings.data);
  return {
    ...totals,
    /** The code as the shop keeps it, once it applies. */
    coupon: applied?.coupon.code ?? null,
    /** The shop's refusal of the applied code (409 COUPON_INVALID), to say beside the field. */
    refusal: code !== null && check.isError ? check.error : null,
    checking: code !== null && check.isFetching,
  };
}
