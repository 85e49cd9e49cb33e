import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ShippingInfo } from '#common/schemas/orders.js';

interface ShippingState {
  shipping: ShippingInfo;
  setField: (field: keyof ShippingInfo, value: string) => void;
}

const empty: ShippingInfo = { address: '', city: '', mobileNumber: '', pinCode: '' };

/**
 * The shipping form survives a reload (DESIGN.md "Web conventions"). Kept in sessionStorage:
 * a shopper's address and phone do not outlive the browser tab on a shared computer.
 */
export const useShippingStore = create<ShippingState>()(
  persist(
    (set) => ({
      shipping: empty,
      setField: (field, value) => set(({ shipping }) => ({ shipping: { ...shipping, [field]: value } })),
    }),
    { name: 'shippingInfo', storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ shipping: s.shipping }) },
  ),
);

/** Logging out forgets the address and phone number: the next person at this browser starts blank. */
export function clearShippingDetails(): void {
  useShippingStore.setState({ shipping: empty });
  useShippingStore.persist.clearStorage();
}
