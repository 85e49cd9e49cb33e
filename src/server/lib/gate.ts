import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shopMessage, shopMessages } from '#common/messages.js';
import { AppError } from './errors.js';

export const BUSY_MESSAGE = shopMessages.busy;
/** Seconds a client refused for a full queue is told to wait (Retry-After). */
export const BUSY_RETRY_AFTER_S = 5;

/**
 * A first-come, first-served limit on how many of one kind of request run at once. Checkouts go
 * through one (route config `gate`) so that a burst of them waits here, in memory, instead of in
 * the database's queue, where every shopper's catalogue read would wait behind all of them.
 * PGlite runs one query at a time and hands itself to the next queued query at once, so without
 * the gate fifty checkouts keep fifty queries queued ahead of any read (docs/performance.md).
 */
export function createGate(limit: number, { maxWaiting = Number.POSITIVE_INFINITY }: { maxWaiting?: number } = {}) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A gate needs a limit of at least 1, not ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  /**
   * Waits for a slot; the returned function gives it back (calling it again does nothing). With
   * `maxWaiting` already in line, refuses at once with 503 BUSY rather than queue without end.
   */
  async function acquire(): Promise<() => void> {
    if (running >= limit) {
      if (waiting.length >= maxWaiting) throw new AppError('BUSY', shopMessage('busy'));
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
      // Even a free slot is taken on the event loop's next turn. PGlite answers without any I/O,
      // so a checkout started here would run whole inside the callback that read its request,
      // and fifty of them one after another before the loop reads anything else.
      await new Promise((resolve) => setImmediate(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the next in line, so `running` never drops in between, on
      // the event loop's next turn, so requests that arrived meanwhile are read first.
      const next = waiting.shift();
      if (next) setImmediate(next);
      else running--;
    };
  }

  return {
    acquire,
    /** How many wait for a slot now. */
    get waiting() {
      return waiting.length;
    },
  };
}
export type Gate = ReturnType<typeof createGate>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's requests hold a slot of this gate from when their body has arrived and been checked until the answer is sent. */
    gate?: Gate;
  }
}

/**
 * Makes routes with `config.gate` wait for a slot once the request is whole: its body read and
 * checked and the shopper known (access control runs on arrival). A client that sends its
 * headers and then stalls holds no slot, so it delays nobody (API.md "Guards against abuse").
 */
export function installGates(app: FastifyInstance): void {
  const releases = new WeakMap<FastifyRequest, () => void>();
  app.addHook('preHandler', async (request, reply) => {
    const gate = request.routeOptions.config.gate;
    if (!gate) return;
    let free: () => void;
    try {
      free = await gate.acquire();
    } catch (error) {
      if (error instanceof AppError && error.code === 'BUSY') reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
      throw error;
    }
    releases.set(request, free);
    // The connection's end frees the slot whatever happened (answered, failed, abandoned); a
    // client that left while it waited gets no answer at all, so its slot is given back now.
    reply.raw.once('close', free);
    if (request.raw.socket?.destroyed) free();
  });
  // Injected requests (tests) have no connection to close: their answer frees the slot.
  app.addHook('onResponse', async (request) => releases.get(request)?.());
}
