import type { Language, StatusChanger } from '#common/constants.js';
import type { Order } from '#common/schemas/orders.js';
import type { Settings } from '#common/schemas/settings.js';
import type { Tx } from '#server/db/client.js';
import type { StockCrossing } from '#server/modules/catalog/stock-service.js';

/** What happened to an order: placed, its status changed, or packed (the order as it is now, history included). */
export type OrderEvent = PlacedEvent | StatusEvent | PackedEvent;

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
  /** Null for an account made by phone: it gets no mail. */
  shopperEmail: string | null;
  shopperLanguage: Language;
  /** The products this order took to or below their low-stock threshold. */
  lowStock: readonly StockCrossing[];
}

/** An order's status changed: by the shopper (a cancel) or by an Admin. */
export interface StatusEvent {
  type: 'order.status';
  order: Order;
  by: StatusChanger;
}

/** The owner packed an order (API.md "Packing"): its packed quantities and amount due are in `order`. */
export interface PackedEvent {
  type: 'order.packed';
  order: Order;
  /** Whether a line differs from what the shopper last heard (the order as placed, else its last packing): they are told then. */
  changed: boolean;
  /** The products the packing took to or below their low-stock threshold (a weighed line packed heavier). */
  lowStock: readonly StockCrossing[];
}

/**
 * Another part of the shop that follows orders (mail, bills, live alerts, the cached catalogue). The orders service tells every listener of every event; it knows nothing of what
 * they do.
 */
export interface OrderListener {
  /**
   * Writes what the listener keeps of the change (the mail outbox, the bill queue) in the change's own transaction, so it commits with the change or rolls back with it.
   * It must be quick: the order's locks are held meanwhile.
   */
  inTransaction?(tx: Tx, event: OrderEvent): Promise<void>;
  /**
   * Runs once the change has committed (the cached catalogue forgets the stock, live alerts go
   * out, the mail sender wakes); the change is answered once every listener's has ended. It must
   * not throw: its failures are its own to log.
   */
  afterCommit?(event: OrderEvent): void | Promise<void>;
}

/** Tells the listeners in turn: one hub, so every change tells them the same way. */
export function createOrderEventHub(listeners: readonly OrderListener[]) {
  return {
    async inTransaction(tx: Tx, event: OrderEvent): Promise<void> {
      for (const listener of listeners) await listener.inTransaction?.(tx, event);
    },
    async afterCommit(event: OrderEvent): Promise<void> {
      await Promise.all(listeners.map((listener) => listener.afterCommit?.(event)));
    },
  };
}
export type OrderEventHub = ReturnType<typeof createOrderEventHub>;
