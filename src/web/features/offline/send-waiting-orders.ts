import type { User } from '#common/schemas/auth.js';
import type { Order } from '#common/schemas/orders.js';
import { ApiError, api, isNetworkFailure } from '#web/lib/api-client.js';
import { placeOrder } from '#web/lib/place-order.js';
import { forgetWaitingOrder, readWaitingOrders, sayWaitingOrdersChanged, updateWaitingOrder, type WaitingOrder } from './waiting-orders.js';

/**
 * Sends the orders kept without a network (decision 0066). The page calls it on load, on the
 * browser's `online` event and every half minute while one waits; the service worker calls it on
 * Background Sync. Every send of an order carries its own Idempotency-Key, so two senders at once
 * (two tabs, a tab and the worker) still make one order; a lock makes them take turns anyway.
 */

/**
 * How long an order may wait before it is no longer sent: the shop keeps an Idempotency-Key for 7
 * days (housekeeping), and an order sent after that could be made twice if an earlier send had
 * reached the shop without its answer reaching the phone.
 */
export const WAITING_ORDER_MAX_AGE_MS = 6 * 24 * 3600 * 1000;

/** What a failed send means: send again later, or the shop's refusal (sending it again cannot change it). */
export function outcomeOfSendFailure(error: unknown): 'kept' | 'refused' {
  if (!(error instanceof ApiError) || isNetworkFailure(error)) return 'kept';
  if (error.status >= 500 || error.status === 401 || error.status === 408 || error.status === 429) return 'kept';
  return error.status >= 400 ? 'refused' : 'kept';
}

export interface SendResult {
  placed: Order[];
  refused: WaitingOrder[];
  /** The signed-in shopper's orders still waiting. */
  waiting: number;
}

/** The signed-in shopper's id; null when nobody is signed in. Throws when the shop cannot be reached. */
async function signedInUserId(): Promise<string | null> {
  try {
    const answer = await api.get<{ user: User }>('/api/user/getloggeduser');
    return answer.user._id;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

async function sendEach(now: Date): Promise<SendResult> {
  const result: SendResult = { placed: [], refused: [], waiting: 0 };
  const waiting = (await readWaitingOrders()).filter((kept) => kept.state === 'waiting');
  if (waiting.length === 0) return result;
  let userId: string | null;
  try {
    userId = await signedInUserId();
  } catch {
    // No network yet: all of them wait (only the shopper's own count, but whose they are is unknown).
    return { ...result, waiting: waiting.length };
  }
  const refuse = async (kept: WaitingOrder, refusal: NonNullable<WaitingOrder['refusal']>) => {
    await updateWaitingOrder(kept.key, { state: 'refused', refusal });
    result.refused.push({ ...kept, state: 'refused', refusal });
  };
  let offline = false;
  for (const kept of waiting) {
    // Another shopper's order waits for them to sign in again on this phone.
    if (kept.userId !== userId) continue;
    if (offline) {
      result.waiting += 1;
      continue;
    }
    if (now.getTime() - Date.parse(kept.queuedAt) > WAITING_ORDER_MAX_AGE_MS) {
      await refuse(kept, { code: 'TOO_OLD', lines: [] });
      continue;
    }
    try {
      result.placed.push(await placeOrder({ ...kept.order, idempotencyKey: kept.key }));
      await forgetWaitingOrder(kept.key);
    } catch (error) {
      if (error instanceof ApiError && outcomeOfSendFailure(error) === 'refused') {
        await refuse(kept, { code: error.code, lines: error.lines });
        continue;
      }
      result.waiting += 1;
      offline = isNetworkFailure(error);
    }
  }
  if (result.placed.length > 0 || result.refused.length > 0)
    sayWaitingOrdersChanged({ placed: result.placed.map((order) => order.orderNumber) });
  return result;
}

/** Sends every waiting order of the signed-in shopper, oldest first, one sender at a time in this browser. */
export async function sendWaitingOrders(now: Date = new Date()): Promise<SendResult> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return sendEach(now);
  return await locks.request('send-waiting-orders', () => sendEach(now));
}
