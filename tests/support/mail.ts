import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema.js';
import { createTestShop, type TestShop } from './app.js';
import type { TestSmtpServer } from './smtp-server.js';

/** The sender's rhythm in tests: a look every 50 ms, retries after 100 ms doubling to 400 ms, SMTP steps cut at 1 s. */
export const quickMailTiming: Config['mailSender'] = {
  pollMs: 50,
  leaseMs: 10_000,
  retryBaseMs: 100,
  retryMaxMs: 400,
  batchSize: 10,
  smtpTimeoutMs: 1000,
};

/** A config that sends through `smtpUrl` with the quick rhythm (and any other change). */
export const mailingTo =
  (smtpUrl: string, timing: Partial<Config['mailSender']> = {}) =>
  (config: Config): Config => ({ ...config, smtpUrl, mailSender: { ...quickMailTiming, ...timing } });

/** A whole shop whose mail goes to `smtp`. */
export function createMailingShop(smtp: Pick<TestSmtpServer, 'url'>, timing: Partial<Config['mailSender']> = {}): Promise<TestShop> {
  return createTestShop(mailingTo(smtp.url, timing));
}

/** Another app server on the same database and config (a second instance, or the shop after a restart). */
export async function startAnotherApp(database: Database, config: Config): Promise<FastifyInstance> {
  const app = await buildApp({ config, database });
  await app.ready();
  return app;
}

/** The outbox as the database holds it, oldest first. */
export function outboxRows(database: Database) {
  return database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.eventKey));
}

/** Waits until `check` holds (polling every 20 ms), or throws with `what` after `timeoutMs`. */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
