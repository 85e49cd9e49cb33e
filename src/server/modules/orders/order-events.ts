import { type SQL, sql } from 'drizzle-orm';
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
   * What the listener writes with the change (the mail outbox, the bill queue, the audit log),
   * as statements the orders service runs in the change's transaction, all in one round trip
   * (a checkout: within its own last statement), so they commit with the change or roll back
   * with it. Whatever it must read first, it reads on `tx`. It must be quick: the order's locks
   * are held meanwhile.
   */
  writesOf?(tx: Tx, event: OrderEvent): Promise<SQL[]>;
  /** Runs once the change has committed (live alerts). It must not throw: its failures are its own to log. */
  afterCommit?(event: OrderEvent): void;
}

/** Calls the listeners in turn: one helper so every change tells them the same way. */
export function createOrderEventHub(listeners: readonly OrderListener[]) {
  return {
    /** Every listener's statements for the event, to run within one of the change's own. */
    async writesOf(tx: Tx, event: OrderEvent): Promise<SQL[]> {
      const writes: SQL[] = [];
      for (const listener of listeners) writes.push(...((await listener.writesOf?.(tx, event)) ?? []));
      return writes;
    },
    /** Runs every listener's statements for the event in one. */
    async inTransaction(tx: Tx, event: OrderEvent): Promise<void> {
      const writes = await this.writesOf(tx, event);
      if (writes.length > 0) await tx.execute(sql`${withWrites(writes)} select 1`);
    },
    afterCommit(event: OrderEvent): void {
      for (const listener of listeners) listener.afterCommit?.(event);
    },
  };
}
export type OrderEventHub = ReturnType<typeof createOrderEventHub>;

/**
 * Statements as the WITH clause of another: each runs once, whether or not anything reads it,
 * and all see the same snapshot (they write different tables).
 */
export function withWrites(writes: readonly SQL[], first: readonly SQL[] = []): SQL {
  const parts = [...first, ...writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`)];
  return parts.length === 0 ? sql`` : sql`with ${sql.join(parts, sql`, `)}`;
}
