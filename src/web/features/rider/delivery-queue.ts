import { ApiError } from '#web/lib/api-client.js';
import { type Delivery, deliverOrder } from './api/deliver-order.js';

/**
 * Deliveries the rider confirmed without a network (decision 0058): kept in the browser per
 * rider and sent when the network returns, each exactly once. An entry leaves the queue when the
 * server has answered for good: delivered (200), already delivered (409 CONFLICT: a retry after
 * a lost answer, decision 0056), or refused in a way that sending again cannot change (another
 * 4xx: a wrong code, a locked delivery), which the rider then sees on the stop. A network failure,
 * a server error or an ended session (401) keeps it for the next try.
 */
export interface QueuedDelivery extends Delivery {
  orderNumber: number;
  /** When the rider confirmed it (ISO). */
  queuedAt: string;
}

export type SendOutcome =
  | { kind: 'delivered'; delivery: QueuedDelivery }
  | { kind: 'refused'; delivery: QueuedDelivery; error: ApiError }
  | { kind: 'kept'; delivery: QueuedDelivery };

/** The part of localStorage the queue uses (a test may give its own). */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (riderId: string) => `rider-queue:${riderId}`;

function isQueued(value: unknown): value is QueuedDelivery {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.orderId === 'string' &&
    typeof entry.code === 'string' &&
    typeof entry.collected === 'string' &&
    typeof entry.orderNumber === 'number' &&
    typeof entry.queuedAt === 'string'
  );
}

/** The deliveries waiting to be sent, oldest first. */
export function readQueue(riderId: string, storage: QueueStorage = localStorage): QueuedDelivery[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(riderId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function writeQueue(riderId: string, queue: readonly QueuedDelivery[], storage: QueueStorage): void {
  try {
    if (queue.length === 0) storage.removeItem(keyOf(riderId));
    else storage.setItem(keyOf(riderId), JSON.stringify(queue));
  } catch {
    // Storage full or closed: the delivery stays on screen as not sent, the rider can confirm again.
  }
}

/** Puts a delivery in the queue; a second confirmation of the same order replaces the first. */
export function queueDelivery(riderId: string, delivery: QueuedDelivery, storage: QueueStorage = localStorage): void {
  writeQueue(riderId, [...readQueue(riderId, storage).filter((entry) => entry.orderId !== delivery.orderId), delivery], storage);
}

function removeQueued(riderId: string, delivery: QueuedDelivery, storage: QueueStorage): void {
  const rest = readQueue(riderId, storage).filter((entry) => !(entry.orderId === delivery.orderId && entry.queuedAt === delivery.queuedAt));
  writeQueue(riderId, rest, storage);
}

/** What a failed send means for its entry. */
export function outcomeOfFailure(error: unknown): 'delivered' | 'refused' | 'kept' {
  if (!(error instanceof ApiError)) return 'kept';
  if (error.status === 409 && error.code === 'CONFLICT') return 'delivered';
  if (error.status === 0 || error.status >= 500 || error.status === 401 || error.status === 408) return 'kept';
  return error.status >= 400 && error.status < 500 ? 'refused' : 'kept';
}

const running = new Map<string, Promise<SendOutcome[]>>();

/**
 * Sends the rider's queue, oldest first, and answers what became of each entry. Calls made while
 * a send is under way (the online event and the page's load together) share it, so no entry is
 * sent twice; after a network failure the rest wait for the next try.
 */
export function sendQueue(riderId: string, storage: QueueStorage = localStorage): Promise<SendOutcome[]> {
  const current = running.get(riderId);
  if (current) return current;
  const run = (async () => {
    const outcomes: SendOutcome[] = [];
    let offline = false;
    for (const delivery of readQueue(riderId, storage)) {
      if (offline) {
        outcomes.push({ kind: 'kept', delivery });
        continue;
      }
      try {
        await deliverOrder(delivery);
        removeQueued(riderId, delivery, storage);
        outcomes.push({ kind: 'delivered', delivery });
      } catch (error) {
        const outcome = outcomeOfFailure(error);
        if (outcome !== 'kept') removeQueued(riderId, delivery, storage);
        if (outcome === 'refused') outcomes.push({ kind: 'refused', delivery, error: error as ApiError });
        else outcomes.push({ kind: outcome, delivery });
        offline = error instanceof ApiError && error.code === 'NETWORK';
      }
    }
    return outcomes;
  })().finally(() => running.delete(riderId));
  running.set(riderId, run);
  return run;
}
