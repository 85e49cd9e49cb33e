import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '#web/lib/query-keys.js';
import { sendWaitingOrders } from '../send-waiting-orders.js';
import { updateWaitingOrder, WAITING_ORDERS_CHANNEL, type WaitingOrdersNews } from '../waiting-orders.js';
import { useWaitingOrdersStore } from '../waiting-orders-store.js';

/** How often the page tries again while an order waits and the browser says it is online (a network can be dead while "online"). */
const RETRY_MS = 30_000;

interface Props {
  /** The signed-in shopper; nothing is sent for a guest. */
  userId: string | undefined;
  /** Puts a refused order's lines back into the cart (the screen hands in the cart's own). */
  restoreLines: (lines: readonly unknown[]) => void;
}

/**
 * Sends the shopper's waiting orders (decision 0066): when the page opens, when the browser says
 * the network is back, every half minute while one waits, and reads them again whenever another
 * tab or the service worker sent one. A refused order gives its lines back to the cart, once.
 * Renders nothing; the layout holds one.
 */
export function WaitingOrdersSender({ userId, restoreLines }: Props) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const store = useWaitingOrdersStore;
    let ended = false;

    // Reads the kept orders again and gives a refused order's lines back to the cart.
    const settle = async () => {
      await store.getState().load(userId);
      if (ended) return;
      for (const kept of store.getState().orders) {
        if (kept.state !== 'refused' || kept.cartRestored) continue;
        restoreLines(kept.order.cartItems);
        await updateWaitingOrder(kept.key, { cartRestored: true });
      }
    };

    // (What a send placed or refused comes back on the channel below, as from any other sender.)
    const send = async () => {
      try {
        await sendWaitingOrders();
      } catch {
        // The browser's storage or the shop could not be reached: the next try sends them.
      }
      await settle().catch(() => undefined);
    };

    const onOnline = () => void send();
    void send();
    window.addEventListener('online', onOnline);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(WAITING_ORDERS_CHANNEL);
    // Whoever sent them (this page, another tab, the worker): the orders just placed are
    // announced, and the lists they change are read again.
    if (channel)
      channel.onmessage = (event: MessageEvent<WaitingOrdersNews>) => {
        const placed = Array.isArray(event.data?.placed) ? event.data.placed : [];
        if (placed.length > 0) {
          store.setState((state) => ({ placed: [...state.placed, ...placed] }));
          void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
          void queryClient.invalidateQueries({ queryKey: queryKeys.khata.all });
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
        void settle().catch(() => undefined);
      };
    const timer = window.setInterval(() => {
      const waiting = store.getState().orders.some((kept) => kept.state === 'waiting');
      if (waiting && navigator.onLine && document.visibilityState === 'visible') void send();
    }, RETRY_MS);
    return () => {
      ended = true;
      window.removeEventListener('online', onOnline);
      channel?.close();
      window.clearInterval(timer);
    };
  }, [userId, restoreLines, queryClient]);

  return null;
}
