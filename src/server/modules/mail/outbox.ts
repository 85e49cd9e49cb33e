import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '#common/constants.js';
import type { Db, Tx } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema.js';
import { oneLine } from './templates/format.js';

/** A mail to queue: `eventKey` names the event and the addressee, so one event queues it once. */
export interface OutboxMail {
  eventKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A mail's words: its subject and both parts. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * One mail to everyone a query names: `recipients` selects two text columns, each addressee's
 * e-mail and language (the users service's mailRecipients, or literal addresses with none), and
 * each gets the mail under the key `eventKeyPrefix` + their address: in their language when
 * `translations` has it, else `content`.
 */
export interface AddressedMail {
  eventKeyPrefix: string;
  recipients: SQL;
  content: MailContent;
  translations?: Partial<Record<Language, MailContent>>;
}

/** Literal addresses as a recipients query (no language: their mails are English). */
export function addressesOf(addresses: readonly string[]): SQL {
  if (addresses.length === 0) return sql`select null::text, null::text where false`;
  return sql`select address, null::text from (values ${sql.join(
    addresses.map((a) => sql`(${a}::text)`),
    sql`, `,
  )}) as literal(address)`;
}

/** One column of the mail as each addressee reads it: the part in their language, else the mail's own. */
function partByLanguage(mail: AddressedMail, part: (content: MailContent) => string): SQL {
  const written = sql`${part(mail.content)}::text`;
  const others = LANGUAGES.flatMap((language) => {
    const content = mail.translations?.[language];
    return content ? [sql`when ${language} then ${part(content)}::text`] : [];
  });
  return others.length === 0 ? written : sql`case r.language ${sql.join(others, sql` `)} else ${written} end`;
}

/**
 * Queues mails to the addresses their queries name, in one statement that reads and inserts at
 * once (the checkout's transaction gains no round trip for finding who to tell, nor for their
 * language). An event key already queued is left as it is.
 */
export function mailsInsert(mails: readonly AddressedMail[]): SQL {
  const selects = mails.map(
    (mail) => sql`select ${mail.eventKeyPrefix}::text || r.address, r.address, ${partByLanguage(mail, (c) => oneLine(c.subject))},
        ${partByLanguage(mail, (c) => c.text)}, ${partByLanguage(mail, (c) => c.html)}
      from (${mail.recipients}) as r(address, language) where r.address is not null`,
  );
  return sql`insert into ${mailOutbox} (event_key, "to", subject, text, html)
    ${sql.join(selects, sql` union all `)}
    on conflict (event_key) do nothing`;
}

/** A row the sender has claimed: it alone may send it until the lease runs out. */
export interface ClaimedMail extends OutboxMail {
  id: string;
  /** Attempts made before this one (their outcome known). */
  attempts: number;
}

/**
 * Queues mails in the caller's transaction (decision 0007): they commit with the change or roll
 * back with it. One statement for any number of mails; an event key already queued is left as
 * it is, so an event told twice never queues the same mail twice.
 */
export async function queueMails(tx: Tx, mails: readonly OutboxMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ ...mail, subject: oneLine(mail.subject) })))
    .onConflictDoNothing({ target: mailOutbox.eventKey });
}

/**
 * Claims up to `limit` due mails for `leaseMs`: their next attempt moves past the lease, so no
 * other sender (another app server on the same PostgreSQL) takes them meanwhile. SKIP LOCKED
 * lets two senders claim at once without waiting on each other or taking the same row; the
 * due rows are chosen once (a materialised CTE) so the LIMIT holds. Database time throughout:
 * app servers' clocks may differ.
 */
export async function claimDueMails(db: Db, { limit, leaseMs }: { limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
  const result = (await db.execute(sql`
    with due as materialized (
      select id from ${mailOutbox}
      where ${mailOutbox.sentAt} is null and ${mailOutbox.nextAttemptAt} <= now()
      order by ${mailOutbox.nextAttemptAt}
      limit ${limit}
      for update skip locked
    )
    update ${mailOutbox} set next_attempt_at = now() + ${leaseMs}::integer * interval '1 millisecond'
    where id in (select id from due)
    returning id, event_key, "to", subject, text, html, attempts, created_at`)) as unknown as {
    rows: {
      id: string;
      event_key: string;
      to: string;
      subject: string;
      text: string;
      html: string;
      attempts: number;
      created_at: string | Date;
    }[];
  };
  return result.rows
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
    .map((row) => ({
      id: row.id,
      eventKey: row.event_key,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      attempts: Number(row.attempts),
    }));
}

/** The SMTP server accepted these mails: they are never sent again. One statement for a batch. */
export async function markSent(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, [...ids]));
}

/** The attempt failed: the error is kept and the mail is due again after `retryInMs`. */
export async function markFailed(db: Db, id: string, error: string, retryInMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error,
      nextAttemptAt: sql`now() + ${Math.round(retryInMs)}::integer * interval '1 millisecond'`,
    })
    .where(eq(mailOutbox.id, id));
}

/** Gives claimed mails back unsent (the shop is stopping), so any sender may take them at once. */
export async function releaseMails(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(inArray(mailOutbox.id, [...ids]), isNull(mailOutbox.sentAt)));
}
