import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A first-come, first-served limit on how many of one kind of request run at once. Checkouts go
 * through one (route config `gate`) so that a burst of them waits here, in memory, instead of in
 * the database's queue, where every shopper's catalogue read would wait behind all of them.
 * PGlite runs one query at a time and hands itself to the next queued query at once, so without
 * the gate fifty checkouts keep fifty queries queued ahead of any read (docs/performance.md).
 */
export function createGate(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A gate needs a limit of at least 1, not ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  /** Waits for a slot; the returned function gives it back (calling it again does nothing). */
  async function acquire(): Promise<() => void> {
    if (running >= limit) {
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

  return { acquire };
}
export type Gate = ReturnType<typeof createGate>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's requests hold a slot of this gate from before the session is read until the answer is sent. */
    gate?: Gate;
  }
}

/** Makes routes with `config.gate` wait for a slot; installed before access control, which reads the session. */
export function installGates(app: FastifyInstance): void {
  const releases = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    const gate = request.routeOptions.config.gate;
    if (!gate) return;
    const free = await gate.acquire();
    releases.set(request, free);
    // The connection's end frees the slot whatever happened (answered, failed, abandoned); a
    // client that left while it waited gets no answer at all, so its slot is given back now.
    reply.raw.once('close', free);
    if (request.raw.socket?.destroyed) free();
  });
  // Injected requests (tests) have no connection to close: their answer frees the slot.
  app.addHook('onResponse', async (request) => releases.get(request)?.());
}
