import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/client.js';
import { createDrainLoop, retryDelayMs } from '#server/lib/drain-loop.js';
import { type TextChannel, TextRefused } from './channel.js';
import { type ClaimedText, claimDueTexts, markTextFailed, markTextsSent, releaseTexts } from './outbox.js';

export type TextSenderTiming = Config['textSender'];

/** What the owner reads in `last_error`: the gateway's answer, the network's error or the timeout, briefly. */
export function describeTextFailure(error: unknown): string {
  if (error instanceof TextRefused) return `[HTTP ${error.status}] ${error.detail}`.slice(0, 1000);
  const { name, message, cause } = (error ?? {}) as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  // fetch says "fetch failed" and keeps the network's reason (ECONNREFUSED...) in its cause.
  const tag = cause?.code ?? (name === 'TimeoutError' ? 'TIMEOUT' : undefined);
  const said = [message, cause?.message].filter(Boolean).join(': ');
  return `${tag ? `[${tag}] ` : ''}${said || String(error)}`.slice(0, 1000);
}

/**
 * Delivers the text outbox's due texts after their transaction committed, exactly as the mail
 * sender delivers mail (decision 0007, 0054): woken by each order change and by a timer, one
 * drain at a time per process, each text claimed under a lease, those the gateway took marked
 * sent together once their batch is through, a failure recorded and backed off. `deliver` is
 * also what sends a sign-in code at once, outside the loop.
 */
export function createTextSender({
  db,
  channel,
  log,
  timing,
}: {
  db: Db;
  channel: TextChannel;
  log: FastifyBaseLogger;
  timing: TextSenderTiming;
}) {
  /** Hands one text to the channel; true when it was taken, else its failure is recorded. */
  async function deliver(text: ClaimedText): Promise<boolean> {
    try {
      await channel.send(text);
      return true;
    } catch (error) {
      const retryInMs = retryDelayMs(text.attempts, timing);
      log.warn({ err: error, text: text.id, attempts: text.attempts + 1, retryInMs }, 'text not sent; it will be tried again');
      await markTextFailed(db, text.id, describeTextFailure(error), retryInMs);
      return false;
    }
  }

  /** Sends a claimed batch in order and marks what the gateway took in one statement; past half the lease, or stopping, the rest goes back. */
  async function sendBatch(batch: readonly ClaimedText[], claimedAt: number, isStopping: () => boolean): Promise<boolean> {
    const sent: string[] = [];
    try {
      for (const [index, text] of batch.entries()) {
        if (isStopping() || Date.now() - claimedAt > timing.leaseMs / 2) {
          await releaseTexts(
            db,
            batch.slice(index).map((left) => left.id),
          );
          return false;
        }
        if (await deliver(text)) sent.push(text.id);
      }
      return true;
    } finally {
      await markTextsSent(db, sent);
    }
  }

  async function drainDue(isStopping: () => boolean): Promise<void> {
    for (;;) {
      const claimedAt = Date.now();
      const batch = await claimDueTexts(db, { limit: timing.batchSize, leaseMs: timing.leaseMs });
      if (batch.length === 0) return;
      const finished = await sendBatch(batch, claimedAt, isStopping);
      if (!finished && isStopping()) return;
      if (batch.length < timing.batchSize) return;
    }
  }

  const loop = createDrainLoop({
    drain: drainDue,
    pollMs: timing.pollMs,
    onError: (error) => log.warn({ err: error }, 'text outbox could not be read'),
  });

  /** Sends one claimed text now, outside the loop, and marks it sent when taken; a failure is recorded for the loop's retry. */
  async function sendNow(text: ClaimedText): Promise<boolean> {
    const taken = await deliver(text);
    if (taken) await markTextsSent(db, [text.id]);
    return taken;
  }

  return { ...loop, sendNow };
}
export type TextSender = ReturnType<typeof createTextSender>;
