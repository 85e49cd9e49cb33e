import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.js';
import { createDrainLoop } from '#server/lib/drain-loop.js';
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

/** The delay before the next try of a mail that has failed `attempts` times before this failure. */
export function retryDelayMs(attempts: number, timing: Pick<SenderTiming, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(timing.retryBaseMs * 2 ** attempts, timing.retryMaxMs);
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
 * a lease, sent, and marked sent the moment the SMTP server accepted it; a failure records the
 * error and backs off. Stopping waits for the mail in flight (the mailer bounds every SMTP
 * step) and gives back the claimed mails not yet tried.
 */
export function createMailSender({ db, mailer, log, timing }: { db: Db; mailer: Mailer; log: FastifyBaseLogger; timing: SenderTiming }) {
  async function deliver(mail: ClaimedMail): Promise<void> {
    try {
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, key: mail.eventKey });
    } catch (error) {
      const retryInMs = retryDelayMs(mail.attempts, timing);
      log.warn({ err: error, mail: mail.id, attempts: mail.attempts + 1, retryInMs }, 'mail not sent; it will be tried again');
      await markFailed(db, mail.id, describeFailure(error), retryInMs);
      return;
    }
    await markSent(db, mail.id);
  }

  /** Claims and sends batches until none is due; past half the lease the rest of a batch goes back. */
  async function drainDue(isStopping: () => boolean): Promise<void> {
    for (;;) {
      const claimedAt = Date.now();
      const batch = await claimDueMails(db, { limit: timing.batchSize, leaseMs: timing.leaseMs });
      if (batch.length === 0) return;
      for (const [index, mail] of batch.entries()) {
        if (isStopping() || Date.now() - claimedAt > timing.leaseMs / 2) {
          await releaseMails(
            db,
            batch.slice(index).map((left) => left.id),
          );
          if (isStopping()) return;
          break;
        }
        await deliver(mail);
      }
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
