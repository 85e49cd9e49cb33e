import { asc, eq } from 'drizzle-orm';
import type { Language } from '#common/constants.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { textOutbox, users } from '#server/db/schema.js';
import { WHATSAPP_GRAPH_VERSION } from '#server/modules/texts/whatsapp-cloud.js';
import type { SignedIn } from './factories.js';

/** The text sender's rhythm in tests: a look every 50 ms, retries after 100 ms doubling to 400 ms, each send cut at 1 s. */
export const quickTextTiming: Config['textSender'] = {
  pollMs: 50,
  leaseMs: 10_000,
  retryBaseMs: 100,
  retryMaxMs: 400,
  batchSize: 10,
  timeoutMs: 1000,
};

/** A config whose texts go to an SMS relay at `url`, with the quick rhythm (and any other change). */
export const textingBySms =
  (url: string, timing: Partial<Config['textSender']> = {}) =>
  (config: Config): Config => ({ ...config, texts: { channel: 'sms', webhookUrl: url }, textSender: { ...quickTextTiming, ...timing } });

/** The WhatsApp Business phone number ID and token the tests' shops send with. */
export const TEST_WHATSAPP = { phoneId: '106540352242922', token: 'test-whatsapp-token' };
/** Where the Cloud API takes messages, under the stand-in's address. */
export const whatsAppMessagesPath = `/${WHATSAPP_GRAPH_VERSION}/${TEST_WHATSAPP.phoneId}/messages`;

/** A config whose texts go through WhatsApp's Cloud API at `apiUrl` (the stand-in), with the quick rhythm. */
export const textingByWhatsApp =
  (apiUrl: string, timing: Partial<Config['textSender']> = {}) =>
  (config: Config): Config => ({
    ...config,
    texts: { channel: 'whatsapp', apiUrl, ...TEST_WHATSAPP },
    textSender: { ...quickTextTiming, ...timing },
  });

/**
 * Gives a shopper a verified mobile (API.md "Phone first"), as a code entered would, and a
 * language when asked. The database is told directly: tests of the codes themselves attach
 * numbers through the API (tests/api/mobile-sign-in.test.ts).
 */
export async function giveMobile(database: Database, shopper: SignedIn, mobile: string, language?: Language): Promise<void> {
  await database.db
    .update(users)
    .set({ mobile, ...(language ? { language } : {}) })
    .where(eq(users.id, shopper.user._id));
}

/** The text outbox as the database holds it, oldest first. */
export function textRows(database: Database) {
  return database.db.select().from(textOutbox).orderBy(asc(textOutbox.createdAt), asc(textOutbox.eventKey));
}
