import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '#common/constants.js';
import type { Db } from '#server/db/client.js';
import { textOutbox } from '#server/db/schema.js';
import type { OutgoingText } from './channel.js';

/** A text's words in one language: the SMS, and the same as a WhatsApp template's parameters. */
export interface TextContent {
  template: string;
  text: string;
  params: readonly string[];
}

/**
 * One text to every phone a query names: `recipients` selects two text columns, each
 * addressee's 10 digits and language; each gets the text under the key `eventKeyPrefix` + their
 * number, in their language (`byLanguage`).
 */
export interface AddressedText {
  eventKeyPrefix: string;
  recipients: SQL;
  byLanguage: Record<Language, TextContent>;
}

/** Literal numbers (10 digits) as a recipients query, each with the language its texts are written in. */
export function phonesOf(phones: readonly { mobile: string; language: Language }[]): SQL {
  if (phones.length === 0) return sql`select null::text, null::text where false`;
  return sql`select mobile, language from (values ${sql.join(
    phones.map((p) => sql`(${p.mobile}::text, ${p.language}::text)`),
    sql`, `,
  )}) as literal(mobile, language)`;
}

/** One column of the text as each addressee reads it: the part in their language. */
function partByLanguage(text: AddressedText, part: (content: TextContent) => string, type: 'text' | 'jsonb'): SQL {
  const cast = type === 'jsonb' ? sql.raw('::jsonb') : sql.raw('::text');
  const others = LANGUAGES.filter((language) => language !== 'en').map(
    (language) => sql`when ${language} then ${part(text.byLanguage[language])}${cast}`,
  );
  return sql`case r.language ${sql.join(others, sql` `)} else ${part(text.byLanguage.en)}${cast} end`;
}

/**
 * Queues texts to the phones their queries name, in one statement that reads and inserts at once
 * (as the mail outbox's insert: no round trip for finding who has a mobile, nor their language).
 * An event key already queued is left as it is.
 */
export function textsInsert(texts: readonly AddressedText[]): SQL {
  const selects = texts.map(
    (text) => sql`select ${text.eventKeyPrefix}::text || r.mobile, '+91' || r.mobile,
        ${partByLanguage(text, (c) => c.text, 'text')}, ${partByLanguage(text, (c) => c.template, 'text')},
        case when r.language in ('hi', 'mr') then r.language else 'en' end,
        ${partByLanguage(text, (c) => JSON.stringify(c.params), 'jsonb')}
      from (${text.recipients}) as r(mobile, language) where r.mobile is not null`,
  );
  return sql`insert into ${textOutbox} (event_key, "to", text, template, language, params)
    ${sql.join(selects, sql` union all `)}
    on conflict (event_key) do nothing`;
}

/** A row the sender has claimed: it alone may send it until the lease runs out. */
export interface ClaimedText extends OutgoingText {
  id: string;
  /** Attempts made before this one (their outcome known). */
  attempts: number;
}

interface TextRow {
  id: string;
  event_key: string;
  to: string;
  text: string;
  template: string;
  language: Language;
  params: string[] | string;
  attempts: number;
  created_at: string | Date;
}

const claimedOf = (row: TextRow): ClaimedText => ({
  id: row.id,
  key: row.event_key,
  to: row.to,
  text: row.text,
  template: row.template,
  language: row.language,
  params: typeof row.params === 'string' ? (JSON.parse(row.params) as string[]) : row.params,
  attempts: Number(row.attempts),
});

const rowsOf = (result: unknown) => (result as { rows: TextRow[] }).rows;

/**
 * Queues one text and claims it for `leaseMs` in the same statement, for a sender that sends it
 * at once itself (a sign-in code: never behind other texts). Should that send fail, the lease
 * runs out and the sender's loop tries again, until `expiresInMs`.
 */
export async function queueClaimedText(
  db: Db,
  text: Omit<OutgoingText, 'key'> & { eventKey: string },
  { leaseMs, expiresInMs }: { leaseMs: number; expiresInMs: number },
): Promise<ClaimedText> {
  const result = await db.execute(sql`
    insert into ${textOutbox} (event_key, "to", text, template, language, params, next_attempt_at, expires_at)
    values (${text.eventKey}, ${text.to}, ${text.text}, ${text.template}, ${text.language}, ${JSON.stringify(text.params)}::jsonb,
      now() + ${leaseMs}::integer * interval '1 millisecond', now() + ${expiresInMs}::integer * interval '1 millisecond')
    returning id, event_key, "to", text, template, language, params, attempts, created_at`);
  const [row] = rowsOf(result);
  if (!row) throw new Error('the text was not queued');
  return claimedOf(row);
}

/**
 * Claims up to `limit` due texts for `leaseMs`, as the mail outbox claims mails (decision 0007):
 * SKIP LOCKED, the lease in the database's time. A text past its `expires_at` (a sign-in code
 * nobody can use any more) is given up in the same statement, and its words wiped.
 */
export async function claimDueTexts(db: Db, { limit, leaseMs }: { limit: number; leaseMs: number }): Promise<ClaimedText[]> {
  // One statement, as the mail's claim: the expired are given up beside the claim, not in a trip of their own.
  const result = await db.execute(sql`
    with expired as (
      update ${textOutbox} set failed_at = now(), text = '', params = '[]'::jsonb
      where sent_at is null and failed_at is null and expires_at <= now()
    ),
    due as materialized (
      select id from ${textOutbox}
      where ${textOutbox.sentAt} is null and ${textOutbox.failedAt} is null and ${textOutbox.nextAttemptAt} <= now()
        and (${textOutbox.expiresAt} is null or ${textOutbox.expiresAt} > now())
      order by ${textOutbox.nextAttemptAt}
      limit ${limit}
      for update skip locked
    )
    update ${textOutbox} set next_attempt_at = now() + ${leaseMs}::integer * interval '1 millisecond'
    where id in (select id from due)
    returning id, event_key, "to", text, template, language, params, attempts, created_at`);
  return rowsOf(result)
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
    .map(claimedOf);
}

/**
 * The gateway took these texts: they are never sent again. One statement for a batch. A text
 * that expires (a sign-in code) keeps no words once sent: the outbox is no place for a secret.
 */
export async function markTextsSent(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(textOutbox)
    .set({
      sentAt: sql`now()`,
      attempts: sql`${textOutbox.attempts} + 1`,
      text: sql`case when ${textOutbox.expiresAt} is null then ${textOutbox.text} else '' end`,
      params: sql`case when ${textOutbox.expiresAt} is null then ${textOutbox.params} else '[]'::jsonb end`,
    })
    .where(inArray(textOutbox.id, [...ids]));
}

/** The attempt failed: the error is kept and the text is due again after `retryInMs`. */
export async function markTextFailed(db: Db, id: string, error: string, retryInMs: number): Promise<void> {
  await db
    .update(textOutbox)
    .set({
      attempts: sql`${textOutbox.attempts} + 1`,
      lastError: error,
      nextAttemptAt: sql`now() + ${Math.round(retryInMs)}::integer * interval '1 millisecond'`,
    })
    .where(eq(textOutbox.id, id));
}

/** Gives claimed texts back unsent (the shop is stopping), so any sender may take them at once. */
export async function releaseTexts(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(textOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(inArray(textOutbox.id, [...ids]), isNull(textOutbox.sentAt)));
}
