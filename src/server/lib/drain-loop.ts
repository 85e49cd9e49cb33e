/** A burst of 150 orders a second is drained some 15 at a time; a bill number or mail waits at most this much longer. */
export const BURST_GAP_MS = 100;

/**
 * The delay before the next try of something that has failed `attempts` times before this
 * failure (a mail, a text): `retryBaseMs`, doubled with every failure up to `retryMaxMs`.
 */
export function retryDelayMs(attempts: number, timing: { retryBaseMs: number; retryMaxMs: number }): number {
  return Math.min(timing.retryBaseMs * 2 ** attempts, timing.retryMaxMs);
}

/**
 * Work that is done after a commit, away from the request that caused it (mail to send, bills
 * to number): `drain` does everything pending, woken by each change and by a timer, one drain at
 * a time per process. A wake-up during a drain makes it look once more when done, so nothing
 * woken for is left until the next tick; that next look waits BURST_GAP_MS first, so under a burst
 * of changes one drain takes many of them together (one statement and one commit for a batch,
 * not for each order) while a change in a quiet moment is drained at once. `drain` is told when
 * the loop is stopping.
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
  /** Ends the gap under way at once (stopping). */
  let endGap: (() => void) | undefined;
  const isStopping = () => stopped;

  function gap(): Promise<void> {
    return new Promise<void>((resolve) => {
      const pause = setTimeout(resolve, BURST_GAP_MS);
      endGap = () => {
        clearTimeout(pause);
        resolve();
      };
    }).finally(() => {
      endGap = undefined;
    });
  }

  async function drainWhileWoken(): Promise<void> {
    do {
      wokenMeanwhile = false;
      try {
        await drain(isStopping);
      } catch (error) {
        onError(error);
        return;
      }
      if (wokenMeanwhile && !stopped) await gap();
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
    endGap?.();
    clearInterval(timer);
    timer = undefined;
    await draining;
  }

  return { start, wake, stop };
}
