import { create } from 'zustand';

interface CouponState {
  /** The code the shopper applied, as typed (trimmed); null: none. */
  code: string | null;
  apply: (code: string) => void;
  remove: () => void;
}

/**
 * The coupon the shopper applied on the confirm page (API.md "Offers and the delivery charge"):
 * held for this visit only and dropped once the order is placed. Whether it applies, and what it
 * takes off, is the shop's answer to the current cart (api/check-coupon.ts), never kept here.
 */
export const useCouponStore = create<CouponState>()((set) => ({
  code: null,
  apply: (code) => set({ code: code.trim() || null }),
  remove: () => set({ code: null }),
}));
