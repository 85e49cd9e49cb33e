import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#common/schemas/catalog.js';
import { buildApp } from '#server/app.js';
import { configFrom } from '#server/config.js';
import type { TestShop } from '#tests/support/app.js';
import { addCategory, sendForm, solidImage } from '#tests/support/catalog-fixtures.js';
import { openTestDatabase } from '#tests/support/database.js';
import { type EventStream, openEventStreamForTest } from '#tests/support/event-stream.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { eventually, mailingTo, outboxRows } from '#tests/support/mail.js';
import { orderBody, placeOrder, saveSettings } from '#tests/support/orders.js';
import type { TestProduct } from '#tests/support/products.js';
import { startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server.js';

/**
 * The owner hears of low stock once per crossing (API.md "The owner's admin at scale";
 * docs/decisions/0014-low-stock-and-sales.md): the order that takes a product to or below its
 * threshold (its own, else the shop's) sends one `stock.low` on the live alerts and queues one
 * mail to the shop; orders that find it already low send neither, a restock above the threshold
 * arms it again, and a cancel that gives stock back alerts nobody.
 */
interface LiveShop extends TestShop {
  origin: string;
}

let smtp: TestSmtpServer;
let shop: LiveShop;
let admin: SignedIn;
let asha: SignedIn;
let categoryId: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-low-stock-'));
  const base = configFrom({ DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const config = mailingTo(smtp.url)({ ...base, serveWeb: false, passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  shop = {
    app,
    database,
    config,
    origin,
    advanceClock: () => {},
    clock: () => new Date(),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
  categoryId = (await addCategory(shop, admin.cookie, 'Pantry'))._id;
  await saveSettings(shop, admin.cookie, { lowStockThreshold: 5, notifyEmail: 'owner@example.com' });
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

async function listen(): Promise<EventStream> {
  const stream = await openEventStreamForTest(shop.origin, admin.cookie);
  expect(stream.status).toBe(200);
  return stream;
}

/** The form of a product as the admin screen sends it. */
const formOf = (fields: { name: string; stocks: number; threshold?: number }) => ({
  name: fields.name,
  unit: 'Kg',
  rate: '80',
  stocks: String(fields.stocks),
  category: categoryId,
  kilogramOption: ['0.5', '1'],
  ...(fields.threshold === undefined ? {} : { low_stock_threshold: String(fields.threshold) }),
});

async function addProduct(fields: { name: string; stocks: number; threshold?: number }): Promise<TestProduct> {
  const image = { filename: 'p.png', contentType: 'image/png', data: await solidImage('png') };
  const response = await sendForm(shop, 'POST', '/api/product/add', { ...formOf(fields), image }, admin.cookie);
  expect(response.statusCode, response.body).toBe(201);
  const product: Product = response.json().product;
  return { id: product._id, name: product.name, rate: product.rate, stocks: product.stocks, imageKey: '', url: product.url };
}

/** The owner's restock through the product form. */
async function restock(product: TestProduct, stocks: number): Promise<void> {
  const response = await sendForm(shop, 'PUT', `/api/product/update/${product.id}`, formOf({ name: product.name, stocks }), admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
}

async function order(product: TestProduct, quantity: number): Promise<string> {
  const placed = await placeOrder(shop, asha.cookie, orderBody([{ product, quantity }]));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order._id;
}

/** The low-stock mails queued so far, by the order that queued each (the outbox keys them so). */
async function lowStockMails(): Promise<{ orderId: string; to: string; subject: string; text: string }[]> {
  const rows = await outboxRows(shop.database);
  return rows
    .filter((row) => row.eventKey.startsWith('stock.low:'))
    .map((row) => ({ orderId: row.eventKey.split(':')[1]!, to: row.to, subject: row.subject, text: row.text }));
}

/**
 * Every stock.low the stream heard for `product`, once a later crossing of a fresh product (the
 * marker) has arrived: anything the steps before it sent has arrived by then.
 */
async function alertsFor(stream: EventStream, product: TestProduct) {
  const marker = await addProduct({ name: `Marker ${crypto.randomUUID().slice(0, 8)}`, stocks: 6 });
  await order(marker, 1);
  await stream.next('stock.low', (data) => data._id === marker.id);
  return stream.events.filter((event) => event.type === 'stock.low' && event.data._id === product.id).map((event) => event.data);
}

const mailsOf = async (orderIds: string[]) => (await lowStockMails()).filter((mail) => orderIds.includes(mail.orderId));

describe('a crossing of the shop threshold', () => {
  it('sends one stock.low and one mail for the order that crosses, none for orders above or already below', async () => {
    const stream = await listen();
    const dal = await addProduct({ name: 'Toor Dal', stocks: 8 });
    const above = await order(dal, 2); // 8 -> 6: still above 5
    const crossing = await order(dal, 1.5); // 6 -> 4.5: crosses
    const below = await order(dal, 1); // 4.5 -> 3.5: already below

    expect(await alertsFor(stream, dal)).toEqual([{ _id: dal.id, name: 'Toor Dal', stocks: 4.5, unit: 'Kg' }]);
    const mails = await mailsOf([above, crossing, below]);
    expect(mails).toEqual([
      {
        orderId: crossing,
        to: 'owner@example.com',
        subject: 'Low stock: Toor Dal - Grocery Shop',
        text: expect.stringContaining('- Toor Dal: 4.5 Kg left (low stock at 5 Kg)'),
      },
    ]);
    // The mail is delivered, not only queued.
    await eventually('the low-stock mail', () => smtp.mailsTo('owner@example.com').some((m) => m.subject === mails[0]!.subject));
  });

  it('alerts again after a restock above the threshold and a new crossing', async () => {
    const stream = await listen();
    const rice = await addProduct({ name: 'Sona Masoori', stocks: 6 });
    const first = await order(rice, 2); // 6 -> 4: crosses
    await restock(rice, 12); // above 5 again
    const above = await order(rice, 1); // 12 -> 11
    const second = await order(rice, 7); // 11 -> 4: crosses again
    const below = await order(rice, 0.5); // 4 -> 3.5

    expect(await alertsFor(stream, rice)).toEqual([
      { _id: rice.id, name: 'Sona Masoori', stocks: 4, unit: 'Kg' },
      { _id: rice.id, name: 'Sona Masoori', stocks: 4, unit: 'Kg' },
    ]);
    expect((await mailsOf([first, above, second, below])).map((mail) => mail.orderId).sort()).toEqual([first, second].sort());
  });

  it('does not alert when a restock leaves the product at or below the threshold', async () => {
    const stream = await listen();
    const oil = await addProduct({ name: 'Groundnut Oil', stocks: 6 });
    const crossing = await order(oil, 2); // 6 -> 4
    await restock(oil, 5); // at the threshold: still low
    const still = await order(oil, 1); // 5 -> 4

    expect(await alertsFor(stream, oil)).toHaveLength(1);
    expect((await mailsOf([crossing, still])).map((mail) => mail.orderId)).toEqual([crossing]);
  });
});

describe("a product's own threshold", () => {
  it("beats the shop's, below it and above it", async () => {
    const stream = await listen();
    // Own 2, below the shop's 5: 6 -> 4 is no crossing, 4 -> 2 is.
    const jaggery = await addProduct({ name: 'Jaggery', stocks: 6, threshold: 2 });
    const notYet = await order(jaggery, 2);
    const crossesOwn = await order(jaggery, 2);
    // Own 8, above the shop's 5: 10 -> 7.5 crosses it.
    const atta = await addProduct({ name: 'Atta', stocks: 10, threshold: 8 });
    const crossesHigher = await order(atta, 2.5);

    expect(await alertsFor(stream, jaggery)).toEqual([{ _id: jaggery.id, name: 'Jaggery', stocks: 2, unit: 'Kg' }]);
    expect(await alertsFor(stream, atta)).toEqual([{ _id: atta.id, name: 'Atta', stocks: 7.5, unit: 'Kg' }]);
    const mails = await mailsOf([notYet, crossesOwn, crossesHigher]);
    expect(mails.map((mail) => [mail.orderId, mail.text.split('\n').find((line) => line.startsWith('- '))])).toEqual(
      expect.arrayContaining([
        [crossesOwn, '- Jaggery: 2 Kg left (low stock at 2 Kg)'],
        [crossesHigher, '- Atta: 7.5 Kg left (low stock at 8 Kg)'],
      ]),
    );
    expect(mails).toHaveLength(2);
  });
});

describe('a cancel', () => {
  it('gives the stock back without an alert or a low-stock mail', async () => {
    const stream = await listen();
    const ghee = await addProduct({ name: 'Desi Ghee', stocks: 7 });
    const big = await order(ghee, 3); // 7 -> 4: crosses
    const cancelled = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${big}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200); // 4 -> 7
    await stream.next('order.status', (data) => data._id === big);

    expect(await alertsFor(stream, ghee)).toHaveLength(1);
    const mails = await lowStockMails();
    expect(mails.filter((mail) => mail.text.includes('Desi Ghee')).map((mail) => mail.orderId)).toEqual([big]);
  });
});
