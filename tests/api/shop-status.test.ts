import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '../support/app.js';
import { testDbKind } from '../support/database.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { createMailingShop, eventually } from '../support/mail.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct } from '../support/products.js';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.js';

/**
 * GET /api/admin/status (docs/deploy.md "Watching the shop"): the operator sees mail that does
 * not leave: waiting, refused, stuck after 15 minutes, moving again once the mail server is back.
 */
let smtp: TestSmtpServer;
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createMailingShop(smtp);
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
}, 300_000);
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

interface Status {
  database: { kind: string; durability: string };
  mail: { waiting: number; failing: number; oldestWaitingSince: string | null; lastError: string | null; stuck: boolean };
  startedAt: string;
}

async function statusOf(cookie = admin.cookie): Promise<Status> {
  const answer = await shop.app.inject({ method: 'GET', url: '/api/admin/status', headers: { cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().status;
}

describe("the operator's status", () => {
  it('is for Admins only', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/status' })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/status', headers: { cookie: asha.cookie } })).statusCode).toBe(403);
  });

  it('names the database and shows an empty outbox while mail leaves', async () => {
    const status = await statusOf();
    expect(status.database).toEqual({ kind: testDbKind, durability: 'full' });
    expect(status.mail).toEqual({ waiting: 0, failing: 0, oldestWaitingSince: null, lastError: null, stuck: false });
    expect(Date.parse(status.startedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('shows mail the mail server refuses, stuck after 15 minutes, and moving again once it is back', async () => {
    await smtp.stop();
    const rice = await createProduct(shop, { name: 'Rice', rate: 60, stocks: 10 });
    const placed = await placeOrder(shop, asha.cookie, orderBody([{ product: rice, quantity: 1 }]));
    expect(placed.statusCode).toBe(201);
    await eventually('a refused mail', async () => (await statusOf()).mail.failing > 0);
    const refused = (await statusOf()).mail;
    expect(refused.waiting).toBeGreaterThanOrEqual(refused.failing);
    expect(refused.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(refused.stuck).toBe(false);

    shop.advanceClock(16 * 60_000);
    const stuck = (await statusOf()).mail;
    expect(stuck.stuck).toBe(true);
    expect(Date.parse(stuck.oldestWaitingSince ?? '')).toBeLessThan(shop.clock().getTime() - 15 * 60_000);

    await smtp.start();
    await eventually('the outbox emptied', async () => (await statusOf()).mail.waiting === 0, 15_000);
    expect((await statusOf()).mail).toMatchObject({ waiting: 0, failing: 0, stuck: false });
  });
});
