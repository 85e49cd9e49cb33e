import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { idempotencyKeys, mailOutbox, passwordResetTokens, rateLimitWindows, signInCodes, textOutbox } from '#server/db/schema.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** How long rows that only guard the near past are kept. */
export const KEEP = {
  /** An order's key answers retries of the same checkout, which come within minutes. */
  idempotencyKeyMs: 7 * DAY_MS,
  /** Used or expired reset links: a day, for an owner asking why a link did not work. */
  resetTokenMs: DAY_MS,
  /** A sent mail (its whole text and HTML): a month, for a shopper asking what they were sent. */
  sentMailMs: 30 * DAY_MS,
  /** A text sent or given up (decision 0054): a month too. */
  sentTextMs: 30 * DAY_MS,
};

/** The IST hour at which the embedded database is vacuumed and analysed (03:00–03:59, a quiet hour). */
export const VACUUM_IST_HOUR = 3;

/**
 * Housekeeping (API.md "Guards against abuse"): every hour, ended sessions, old reset links, expired sign-in codes, old
 * idempotency keys, mails and texts sent a month ago and ended attempt windows are deleted; on the embedded database (PGlite has
 * no autovacuum) the whole database is vacuumed and analysed once a day in the quiet hour, so the
 * data directory stops growing under a steady order-and-login load and the planner knows the
 * shop's size.
 */
export function createHousekeeping({
  db,
  kind,
  sessions,
  clock,
  log,
}: {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The session store: ended sessions are its own rule. */
  sessions: { sweep(): Promise<void> };
  clock: () => Date;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
}) {
  let vacuumedOn: string | undefined;

  async function sweep(): Promise<{
    resetTokens: number;
    idempotencyKeys: number;
    attemptWindows: number;
    sentMails: number;
    sentTexts: number;
    signInCodes: number;
  }> {
    const now = clock().getTime();
    await sessions.sweep();
    const resetBefore = new Date(now - KEEP.resetTokenMs);
    const resetTokens = await db
      .delete(passwordResetTokens)
      .where(
        or(
          lt(passwordResetTokens.expiresAt, resetBefore),
          and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, resetBefore)),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    const codes = await db
      .delete(signInCodes)
      .where(lt(signInCodes.expiresAt, new Date(now)))
      .returning({ mobile: signInCodes.mobile });
    const keys = await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now - KEEP.idempotencyKeyMs)))
      .returning({ key: idempotencyKeys.key });
    const mails = await db
      .delete(mailOutbox)
      .where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, new Date(now - KEEP.sentMailMs))))
      .returning({ id: mailOutbox.id });
    const textsBefore = new Date(now - KEEP.sentTextMs);
    const texts = await db
      .delete(textOutbox)
      .where(or(lt(textOutbox.sentAt, textsBefore), lt(textOutbox.failedAt, textsBefore)))
      .returning({ id: textOutbox.id });
    // The embedded database counts attempts in memory; PostgreSQL's windows also go as they are hit.
    const windows =
      kind === 'postgres'
        ? await db
            .delete(rateLimitWindows)
            .where(lt(rateLimitWindows.endsAt, new Date(now)))
            .returning({ key: rateLimitWindows.key })
        : [];
    return {
      resetTokens: resetTokens.length,
      idempotencyKeys: keys.length,
      attemptWindows: windows.length,
      sentMails: mails.length,
      sentTexts: texts.length,
      signInCodes: codes.length,
    };
  }

  /**
   * VACUUM (ANALYZE) of the whole database, what PostgreSQL's autovacuum does and PGlite has not:
   * the space of deleted rows (sessions, keys, mails) is reused instead of added to, the
   * planner's statistics follow the shop's growth, and pages whose rows every transaction sees
   * are marked so, which lets the owner's lists read a page of ids from an index alone. About a
   * second on 100,000 orders, once a day in the quiet hour.
   */
  async function vacuum(): Promise<void> {
    await db.execute(sql`vacuum (analyze)`);
  }

  /** One hourly round: the sweep, then the day's vacuum when it is the quiet hour in India. */
  async function tick(): Promise<void> {
    try {
      const swept = await sweep();
      if (kind !== 'pglite') return;
      const ist = new Date(clock().getTime() + 5.5 * HOUR_MS);
      const day = ist.toISOString().slice(0, 10);
      if (ist.getUTCHours() !== VACUUM_IST_HOUR || vacuumedOn === day) return;
      await vacuum();
      vacuumedOn = day;
      log.info({ swept }, 'vacuumed and analysed the database');
    } catch (err) {
      log.warn({ err }, 'housekeeping failed; trying again in an hour');
    }
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    sweep,
    vacuum,
    tick,
    start(): void {
      timer ??= setInterval(() => void tick(), HOUR_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
export type Housekeeping = ReturnType<typeof createHousekeeping>;
