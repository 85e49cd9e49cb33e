import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '#common/schemas/auth.js';
import { isNetworkFailure } from '#web/lib/api-client.js';
import type { ShopSettings } from '#web/lib/shop-settings.js';

/** The ways to pay a shopper may choose at checkout. */
export type CheckoutMethod = 'Cash' | 'UPI' | 'Credit';

/**
 * What the checkout offers (API.md "Getting paid"): the shop's enabled methods it can take, in
 * the shop's order; UPI only with a UPI ID to be paid to, Credit only to a shopper the owner gave
 * a credit limit (`creditLimit`, read from their khata: a limit given during the visit counts at
 * once). Before the settings answer, and in a fresh shop, cash on delivery alone.
 */
export function offeredMethods(settings: Pick<ShopSettings, 'paymentMethods' | 'upiId'> | undefined, creditLimit = 0): CheckoutMethod[] {
  if (!settings) return ['Cash'];
  const offered = settings.paymentMethods.filter(
    (method): method is CheckoutMethod =>
      method === 'Cash' || (method === 'UPI' && settings.upiId !== '') || (method === 'Credit' && creditLimit > 0),
  );
  return offered.length > 0 ? offered : ['Cash'];
}

/**
 * The credit limit Credit is offered on: the shopper's khata as read at checkout. Without a
 * network the khata cannot be read, and the limit the session last read stands in (decision
 * 0066): the order then waits on the phone, and the shop checks the credit when it is sent.
 */
export function creditLimitOf(
  khata: { data?: { limit: number } | undefined; error: unknown },
  user: Pick<User, 'creditLimit'> | null,
): number | undefined {
  if (khata.data) return khata.data.limit;
  return isNetworkFailure(khata.error) ? user?.creditLimit : undefined;
}

/** Whether the shop takes Credit at all: only then is the shopper's khata read at checkout. */
export function shopTakesCredit(settings: Pick<ShopSettings, 'paymentMethods'> | undefined): boolean {
  return settings?.paymentMethods.includes('Credit') ?? false;
}

/** The shopper's choice when the shop still offers it, else the shop's first method. */
export function methodToSend(chosen: CheckoutMethod | null, offered: readonly CheckoutMethod[]): CheckoutMethod {
  return chosen && offered.includes(chosen) ? chosen : (offered[0] ?? 'Cash');
}

interface PaymentChoiceState {
  method: CheckoutMethod | null;
  choose: (method: CheckoutMethod) => void;
  clear: () => void;
}

/** Kept like the shipping details (sessionStorage): a reload keeps the choice, a closed tab does not. */
export const usePaymentChoiceStore = create<PaymentChoiceState>()(
  persist(
    (set) => ({
      method: null,
      choose: (method) => set({ method }),
      clear: () => set({ method: null }),
    }),
    { name: 'paymentMethod', storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ method: s.method }) },
  ),
);
