import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.js';
import { createDrainLoop, retryDelayMs } from '#server/lib/drain-loop.js';
import type { Mailer } from '#server/lib/mailer.js';
import { type ClaimedMail, claimDueMails, markFailed, markSent, releaseMails } from './outbox.js';

/** The sender's rhythm (decision 0007); tests shorten every figure. */
export interface SenderTiming {
  /** How often due mails are looked for without a wake-up: retries, and rows another run left. */
  pollMs: number;
  /** How long a claimed mail is this sender's alone; far longer than a send may take. */
  leaseMs: number;
  /** The first retry's delay, doubled with every failure up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Mails claimed at once. */
  batchSize: number;
}

/** What the owner reads in `last_error`: the SMTP reply or the network error, briefly. */
function describeFailure(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as { code?: string; responseCode?: number; message?: string };
  const tags = [code, responseCode].filter(Boolean).join(' ');
  return `${tags ? `[${tags}] ` : ''}${message ?? String(error)}`.slice(0, 1000);
}

/**
 * Delivers the outbox's due mails after their transaction committed (decision 0007): woken by
 * each order change and by a timer, one drain at a time per process. Each mail is claimed under
 * a lease and sent; the mails the SMTP server accepted are marked sent together once their
 * batch is through; a failure records the error and backs off. Stopping waits for the mail in flight (the mailer bounds every SMTP
 * step) and gives back the claimed mails not yet tried.
 */
export function createMailSender({ db, mailer, log, timing }: { db: Db; mailer: Mailer; log: FastifyBaseLogger; timing: SenderTiming }) {
  /** Hands one mail to the SMTP server; true when it was accepted, else its failure is recorded. */
  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, key: mail.eventKey });
      return true;
    } catch (error) {
      const retryInMs = retryDelayMs(mail.attempts, timing);
      log.warn({ err: error, mail: mail.id, attempts: mail.attempts + 1, retryInMs }, 'mail not sent; it will be tried again');
      await markFailed(db, mail.id, describeFailure(error), retryInMs);
      return false;
    }
  }

  /**
   * Sends a claimed batch in order and marks what the SMTP server accepted in one statement once
   * the batch is through (also when it stops early or fails). Past half the lease, or when
   * stopping, the untried rest goes back. True when the whole batch was tried.
   */
  async function sendBatch(batch: readonly ClaimedMail[], claimedAt: number, isStopping: () => boolean): Promise<boolean> {
    const sent: string[] = [];
    try {
      for (const [index, mail] of batch.entries()) {
        if (isStopping() || Date.now() - claimedAt > timing.leaseMs / 2) {
          await releaseMails(
            db,
            batch.slice(index).map((left) => left.id),
          );
          return false;
        }
        if (await deliver(mail)) sent.push(mail.id);
      }
      return true;
    } finally {
      await markSent(db, sent);
    }
  }

  /** Claims and sends batches until one comes back short (all that was due), or the sender stops. */
  async function drainDue(isStopping: () => boolean): Promise<void> {
    for (;;) {
      const claimedAt = Date.now();
      const batch = await claimDueMails(db, { limit: timing.batchSize, leaseMs: timing.leaseMs });
      if (batch.length === 0) return;
      const finished = await sendBatch(batch, claimedAt, isStopping);
      if (!finished && isStopping()) return;
      // A short batch was all that was due: mails queued while it was sent woke the loop, which
      // comes back for them after its gap, together, rather than claiming each as it lands.
      if (batch.length < timing.batchSize) return;
    }
  }

  // The database could not be reached: the timer tries again.
  return createDrainLoop({
    drain: drainDue,
    pollMs: timing.pollMs,
    onError: (error) => log.warn({ err: error }, 'mail outbox could not be read'),
  });
}
export type MailSender = ReturnType<typeof createMailSender>;
