import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { textOutbox } from '#server/db/schema.js';
import type { MailBacklog } from '#server/modules/mail/service.js';

/** What waits unsent in the text outbox, in the mail's terms (waiting, failing, the oldest, the last error). */
export type TextBacklog = MailBacklog;

/** What the text outbox holds unsent and not given up: one read of the sender's own partial index. */
export async function textBacklog(db: Db): Promise<TextBacklog> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      failing: sql<number>`(count(*) filter (where ${textOutbox.attempts} > 0))::int`,
      oldest: sql<Date | string | null>`min(${textOutbox.createdAt})`,
      lastError: sql<
        string | null
      >`(array_agg(${textOutbox.lastError} order by ${textOutbox.nextAttemptAt} desc) filter (where ${textOutbox.lastError} is not null))[1]`,
    })
    .from(textOutbox)
    .where(and(isNull(textOutbox.sentAt), isNull(textOutbox.failedAt)));
  return {
    waiting: row?.waiting ?? 0,
    failing: row?.failing ?? 0,
    oldestWaitingSince: row?.oldest ? new Date(row.oldest) : null,
    lastError: row?.lastError ?? null,
  };
}
