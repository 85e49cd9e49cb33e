/**
 * A first-come, first-served limit on how many of one kind of work run at once. Orders go
 * through one so that a burst of checkouts waits here, in memory, instead of in the database's
 * queue, where every shopper's catalogue read would wait behind all of them.
 */
export function createGate(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A gate needs a limit of at least 1, not ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` never drops in between, on
      // the event loop's next turn: PGlite answers without any I/O, so handing it over at once
      // would chain every waiting order in one run of promise callbacks while no other request,
      // not even a health check, is read.
      const next = waiting.shift();
      if (next) setImmediate(next);
      else running--;
    }
  }

  return { run };
}
export type Gate = ReturnType<typeof createGate>;
