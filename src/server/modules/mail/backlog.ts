import { isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema.js';

export interface MailBacklog {
  /** Mails queued and not yet sent. */
  waiting: number;
  /** Of those, the ones the mail server refused or could not be reached for at least once. */
  failing: number;
  /** When the oldest of them was queued. */
  oldestWaitingSince: Date | null;
  /** The last refusal of a mail still waiting (the newest one tried). */
  lastError: string | null;
}

/** What the outbox holds unsent: one read of the sender's own partial index. */
export async function mailBacklog(db: Db): Promise<MailBacklog> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      failing: sql<number>`(count(*) filter (where ${mailOutbox.attempts} > 0))::int`,
      oldest: sql<Date | string | null>`min(${mailOutbox.createdAt})`,
      lastError: sql<
        string | null
      >`(array_agg(${mailOutbox.lastError} order by ${mailOutbox.nextAttemptAt} desc) filter (where ${mailOutbox.lastError} is not null))[1]`,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return {
    waiting: row?.waiting ?? 0,
    failing: row?.failing ?? 0,
    oldestWaitingSince: row?.oldest ? new Date(row.oldest) : null,
    lastError: row?.lastError ?? null,
  };
}
