import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { ServerLine } from '#web/lib/api-client.js';
import type { PlaceOrderRequest } from '#web/lib/place-order.js';

/**
 * Orders the shopper confirmed without a network (decision 0066), kept in the browser's
 * IndexedDB so the page and the service worker both reach them. Each keeps its Idempotency-Key
 * from the moment of confirming: every send of it is the same request, so the shop makes the
 * order once however many times it is sent.
 */
export interface WaitingOrder {
  /** The order's Idempotency-Key. */
  key: string;
  /** The shopper who confirmed it: only their session sends it. */
  userId: string;
  /** When the shopper confirmed it (ISO). */
  queuedAt: string;
  /** The order as confirmed: the cart's lines as they were (to give them back on a refusal), shipping, total, slot, payment. */
  order: Omit<PlaceOrderRequest, 'idempotencyKey'>;
  /** Waiting to be sent, or refused by the shop (the message kept until the shopper has read it). */
  state: 'waiting' | 'refused';
  /** The shop's refusal: its code and message lines; `TOO_OLD` when it waited too long to be sent. */
  refusal?: { code: string; lines: ServerLine[] };
  /** A refused order's lines are back in the cart. */
  cartRestored?: boolean;
}

interface ShopDb extends DBSchema {
  'waiting-orders': { key: string; value: WaitingOrder };
}

const DB_NAME = 'grocery-shop';

/** Opens the shop's database for one piece of work and closes it after, so a newer version is never blocked. */
async function withShopDb<T>(work: (db: IDBPDatabase<ShopDb>) => Promise<T>): Promise<T> {
  const db = await openDB<ShopDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('waiting-orders', { keyPath: 'key' });
    },
  });
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

/** Every kept order, oldest first. */
export function readWaitingOrders(): Promise<WaitingOrder[]> {
  return withShopDb(async (db) => (await db.getAll('waiting-orders')).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt)));
}

/** Keeps an order, or writes over the kept one with the same key. */
export async function keepWaitingOrder(order: WaitingOrder): Promise<void> {
  await withShopDb((db) => db.put('waiting-orders', order));
}

/** Changes a kept order, if it is still there (another tab or the worker may have sent it). */
export function updateWaitingOrder(key: string, change: Partial<Pick<WaitingOrder, 'state' | 'refusal' | 'cartRestored'>>): Promise<void> {
  return withShopDb(async (db) => {
    const tx = db.transaction('waiting-orders', 'readwrite');
    const kept = await tx.store.get(key);
    if (kept) await tx.store.put({ ...kept, ...change });
    await tx.done;
  });
}

export function forgetWaitingOrder(key: string): Promise<void> {
  return withShopDb((db) => db.delete('waiting-orders', key));
}

/** The channel on which the page and the worker say that the kept orders changed. */
export const WAITING_ORDERS_CHANNEL = 'waiting-orders';

/** The Background Sync tag under which the worker sends the kept orders. */
export const SEND_WAITING_ORDERS = 'send-waiting-orders';

/** What the channel carries: the numbers of the orders just placed (none when orders were only kept or refused). */
export interface WaitingOrdersNews {
  placed: number[];
}

/** Tells every page of the shop in this browser (the sender's own included) that the kept orders changed. */
export function sayWaitingOrdersChanged(news: WaitingOrdersNews = { placed: [] }): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(WAITING_ORDERS_CHANNEL);
  channel.postMessage(news);
  channel.close();
}
