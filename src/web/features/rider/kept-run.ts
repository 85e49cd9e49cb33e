import type { RiderOrder } from '#common/schemas/riders.js';
import { ApiError } from '#web/lib/api-client.js';
import { getRiderOrders } from './api/get-rider-orders.js';

/**
 * The rider's last list, kept in the browser per rider (decision 0058): without a network the
 * screen shows it, with the time it was read.
 */
export interface RiderRun {
  orders: RiderOrder[];
  /** When the server gave this list (ISO). */
  at: string;
  /** The list is the kept one: the server could not be reached. */
  offline: boolean;
}

const keyOf = (riderId: string) => `rider-run:${riderId}`;

export function keepRun(riderId: string, orders: RiderOrder[], at: string): void {
  try {
    localStorage.setItem(keyOf(riderId), JSON.stringify({ orders, at }));
  } catch {
    // Storage full or closed: the screen works, only an offline visit has nothing to show.
  }
}

export function readKeptRun(riderId: string): Omit<RiderRun, 'offline'> | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(keyOf(riderId)) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { orders, at } = kept as { orders?: unknown; at?: unknown };
    return Array.isArray(orders) && typeof at === 'string' ? { orders: orders as RiderOrder[], at } : null;
  } catch {
    return null;
  }
}

/** The list from the server, kept for later; the kept one when the network is gone. */
export async function readRun(riderId: string, signal?: AbortSignal): Promise<RiderRun> {
  try {
    const orders = await getRiderOrders(signal);
    const at = new Date().toISOString();
    keepRun(riderId, orders, at);
    return { orders, at, offline: false };
  } catch (error) {
    const kept = error instanceof ApiError && error.code === 'NETWORK' ? readKeptRun(riderId) : null;
    if (kept) return { ...kept, offline: true };
    throw error;
  }
}
