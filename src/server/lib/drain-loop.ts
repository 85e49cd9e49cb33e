/**
 * Work that is done after a commit, away from the request that caused it (mail to send, bills
 * to number): `drain` does everything pending, woken by each change and by a timer, one drain at
 * a time per process. A wake-up during a drain makes it look once more when done, so nothing
 * woken for is left until the next tick. `drain` is told when the loop is stopping.
 */
export function createDrainLoop({
  drain,
  pollMs,
  onError,
}: {
  drain: (isStopping: () => boolean) => Promise<void>;
  /** How often pending work is looked for without a wake-up (retries, what another process left). */
  pollMs: number;
  /** The drain failed (the database could not be reached): the timer tries again. */
  onError: (error: unknown) => void;
}) {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let wokenMeanwhile = false;
  const isStopping = () => stopped;

  async function drainWhileWoken(): Promise<void> {
    do {
      wokenMeanwhile = false;
      try {
        await drain(isStopping);
      } catch (error) {
        onError(error);
        return;
      }
    } while (wokenMeanwhile && !stopped);
  }

  /** Drains now, or once more after the drain under way. Never throws. */
  function wake(): void {
    if (stopped) return;
    if (draining) {
      wokenMeanwhile = true;
      return;
    }
    draining = drainWhileWoken().finally(() => {
      draining = undefined;
    });
  }

  function start(): void {
    if (!stopped) return;
    stopped = false;
    timer = setInterval(wake, pollMs);
    // The timer alone never keeps the process (or a test run) alive.
    timer.unref();
    wake();
  }

  /** No timer left, and the drain under way finished. */
  async function stop(): Promise<void> {
    stopped = true;
    clearInterval(timer);
    timer = undefined;
    await draining;
  }

  return { start, wake, stop };
}
