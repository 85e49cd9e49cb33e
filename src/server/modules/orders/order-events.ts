import type { Language, StatusChanger } from '#common/constants.js';
import type { Order } from '#common/schemas/orders.js';
import type { Settings } from '#common/schemas/settings.js';
import type { Tx } from '#server/db/client.js';
import type { StockCrossing } from '#server/modules/catalog/stock-service.js';

/** What happened to an order: placed, or its status changed (the order as it is now, history included). */
export type OrderEvent = PlacedEvent | { type: 'order.status'; order: Order; by: StatusChanger };

/**
 * An order placed, with what the checkout already knows, so listeners read nothing more while
 * the order's products are locked.
 */
export interface PlacedEvent {
  type: 'order.placed';
  order: Order;
  /** The settings as the checkout read them (once per order). */
  settings: Settings;
  /** The shopper's e-mail and language, from their session. */
  shopperEmail: string;
  shopperLanguage: Language;
  /** The products this order took to or below their low-stock threshold. */
  lowStock: readonly StockCrossing[];
}

/**
 * Another part of the shop that follows orders (mail, live alerts). The orders service calls
 * every listener for every event; it knows nothing of what they do.
 */
export interface OrderListener {
  /**
   * Runs inside the change's transaction: what it writes commits with the change or rolls back
   * with it (the mail outbox). It must be quick: the order's locks are held meanwhile.
   */
  inTransaction?(tx: Tx, event: OrderEvent): Promise<void>;
  /** Runs once the change has committed (live alerts). It must not throw: its failures are its own to log. */
  afterCommit?(event: OrderEvent): void;
}

/** Calls the listeners in turn: one helper so every change tells them the same way. */
export function createOrderEventHub(listeners: readonly OrderListener[]) {
  return {
    async inTransaction(tx: Tx, event: OrderEvent): Promise<void> {
      for (const listener of listeners) await listener.inTransaction?.(tx, event);
    },
    afterCommit(event: OrderEvent): void {
      for (const listener of listeners) listener.afterCommit?.(event);
    },
  };
}
export type OrderEventHub = ReturnType<typeof createOrderEventHub>;
