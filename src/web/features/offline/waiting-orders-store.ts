import { create } from 'zustand';
import type { PlaceOrderRequest } from '#web/lib/place-order.js';
import { keepWaitingOrder, readWaitingOrders, SEND_WAITING_ORDERS, sayWaitingOrdersChanged, type WaitingOrder } from './waiting-orders.js';

interface WaitingOrdersState {
  /** The signed-in shopper's kept orders, oldest first (waiting, or refused and not yet dismissed). */
  orders: WaitingOrder[];
  /** Numbers of the orders this page just sent and the shop placed, for My Orders to say so. */
  placed: number[];
  /** Reads the kept orders again (after a send, or another tab's or the worker's word). */
  load: (userId: string) => Promise<void>;
}

export const useWaitingOrdersStore = create<WaitingOrdersState>()((set) => ({
  orders: [],
  placed: [],
  load: async (userId) => {
    const orders = await readWaitingOrders();
    set({ orders: orders.filter((kept) => kept.userId === userId) });
  },
}));

/** The part of Background Sync used here (TypeScript's DOM types have none of it). */
type SyncingRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/** Asks the browser to wake the service worker when the network returns (Background Sync, where the browser has it). */
function askForBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration as SyncingRegistration | undefined)?.sync?.register(SEND_WAITING_ORDERS))
    .catch(() => {
      // No Background Sync: the page sends it on reconnect and on the next visit.
    });
}

/** Keeps an order that could not reach the shop, with its Idempotency-Key, to be sent when the network returns. */
export async function keepOrderForLater(userId: string, { idempotencyKey, ...order }: PlaceOrderRequest): Promise<void> {
  await keepWaitingOrder({ key: idempotencyKey, userId, queuedAt: new Date().toISOString(), order, state: 'waiting' });
  await useWaitingOrdersStore.getState().load(userId);
  sayWaitingOrdersChanged();
  askForBackgroundSync();
}
