import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '#server/config.js';
import { createTextChannel } from '#server/modules/texts/configured-channel.js';
import { createTextSender } from '#server/modules/texts/sender.js';
import { createSignInCodes } from '#server/modules/texts/sign-in-code.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { testDbKind } from '#tests/support/database.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { eventually, startAnotherApp } from '#tests/support/mail.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { createProduct } from '#tests/support/products.js';
import { startSilentServer } from '#tests/support/smtp-server.js';
import { startTextGateway, type TestTextGateway } from '#tests/support/text-gateway.js';
import { giveMobile, textingBySms, textingByWhatsApp, textRows } from '#tests/support/texts.js';

/**
 * Decision 0054 (API.md "Phone first"): texts have the mail's outbox guarantees. Queued with the
 * order and sent after it, whatever the gateway does meanwhile, exactly once per event and
 * phone, across app servers; a sign-in code goes at once, ahead of the texts waiting.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function gatewayServer(options?: { delayMs?: number }): Promise<TestTextGateway> {
  const gateway = await startTextGateway(options);
  cleanups.push(() => gateway.stop());
  return gateway;
}

/** A shop texting through `texting`, with a shopper whose verified mobile is 98 7654 0001. */
async function textingShop(texting: (config: Config) => Config): Promise<{ shop: TestShop; shopper: SignedIn }> {
  const shop = await createTestShop(texting);
  cleanups.push(() => shop.close());
  const shopper = await signUp(shop);
  await giveMobile(shop.database, shopper, '9876540001');
  return { shop, shopper };
}

/** Places `count` orders (through `app`, the shop's own by default), each answered 201 within `withinMs`. */
async function placeOrders(shop: TestShop, shopper: SignedIn, count: number, { withinMs = 1000, app = shop.app } = {}) {
  const product = await createProduct(shop, { rate: 10, stocks: 1000 });
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    const response = await placeOrder({ ...shop, app }, shopper.cookie, orderBody([{ product, quantity: 1 }]));
    expect(response.statusCode, response.body).toBe(201);
    expect(performance.now() - started).toBeLessThan(withinMs);
    ids.push(response.json().order._id);
  }
  return ids;
}

/** Every text arrived once: as many texts as outbox rows, every row sent, one text per order. */
async function expectEachTextOnce(shop: TestShop, gateway: TestTextGateway, expected: number): Promise<void> {
  await gateway.waitForTexts(expected, 20_000);
  // Time for any duplicate to arrive: several polls and retries of the senders.
  await new Promise((resolve) => setTimeout(resolve, 600));
  const rows = await textRows(shop.database);
  expect(rows).toHaveLength(expected);
  expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  expect(gateway.received).toHaveLength(expected);
  expect(new Set(gateway.received.map((text) => String(text.body.text))).size).toBe(expected);
}

describe('a gateway in trouble', () => {
  it('answering 5xx is tried again after a back-off, and the text is delivered once', async () => {
    const gateway = await gatewayServer();
    const { shop, shopper } = await textingShop(textingBySms(`${gateway.url}/sms`, { retryBaseMs: 300, retryMaxMs: 300 }));
    gateway.refuseNext(2, 503, { error: 'gateway busy' });
    await placeOrders(shop, shopper, 1);

    await expectEachTextOnce(shop, gateway, 1);
    expect(gateway.attempts.map((attempt) => attempt.status)).toEqual([503, 503, 200]);
    // The database's clock schedules the retry, the test's measures it: a few ms apart at most.
    expect(gateway.attempts[1]!.at - gateway.attempts[0]!.at).toBeGreaterThanOrEqual(290);
    const [row] = await textRows(shop.database);
    expect(row?.attempts).toBe(3);
    expect(row?.lastError).toBe('[HTTP 503] {"error":"gateway busy"}');
  });

  it("records the Cloud API's error answer, and sends once WhatsApp takes it", async () => {
    const gateway = await gatewayServer();
    const { shop, shopper } = await textingShop(textingByWhatsApp(gateway.url));
    gateway.refuseNext(1, 400, {
      error: {
        message: '(#131049) This message was not delivered to maintain healthy ecosystem engagement.',
        type: 'OAuthException',
        code: 131049,
        error_data: {
          messaging_product: 'whatsapp',
          details: 'In order to maintain a healthy ecosystem engagement, the message failed to be delivered.',
        },
        fbtrace_id: 'Az8or2yhqkZfEZ-_4Qn_Bam',
      },
    });
    await placeOrders(shop, shopper, 1);
    await expectEachTextOnce(shop, gateway, 1);
    const [row] = await textRows(shop.database);
    expect(row?.lastError).toMatch(/^\[HTTP 400\] 131049 \(#131049\) This message was not delivered.*\(In order to maintain/);
  });

  it('down while 50 orders are placed: every order is answered at once, and every text arrives once after it is back', async () => {
    const gateway = await gatewayServer();
    const { shop, shopper } = await textingShop(textingBySms(`${gateway.url}/sms`));
    await gateway.stop();

    await placeOrders(shop, shopper, 50, { withinMs: 1000 });
    await eventually('texts tried and refused', async () => (await textRows(shop.database)).some((row) => row.attempts >= 1));
    const rows = await textRows(shop.database);
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.sentAt === null)).toBe(true);
    expect(rows.find((row) => row.lastError)?.lastError).toMatch(/^\[ECONNREFUSED\]/);

    await gateway.start();
    await expectEachTextOnce(shop, gateway, 50);
  });

  it('accepting connections and never answering delays no order: each send is cut at its timeout', async () => {
    const silent = await startSilentServer();
    cleanups.push(() => silent.close());
    // Each send waits 1.5 s: an order that waited for its text would take longer than that.
    const { shop, shopper } = await textingShop(
      textingBySms(`${silent.url.replace('smtp:', 'http:')}/sms`, { timeoutMs: 1500, retryBaseMs: 60_000 }),
    );

    await placeOrders(shop, shopper, 2, { withinMs: 1000 });
    await eventually('the silent gateway timed out', async () => (await textRows(shop.database)).every((row) => row.attempts === 1));
    for (const row of await textRows(shop.database)) {
      expect(row.lastError).toMatch(/^\[TIMEOUT\]/);
      expect(row.sentAt).toBeNull();
    }
    expect(silent.connections()).toBeGreaterThanOrEqual(1);
  });
});

describe('a sign-in code', () => {
  /** The shop's own channel and a sender on its database, as the sign-in route will use them. */
  function signInCodesOf(shop: TestShop) {
    const timing = shop.config.textSender;
    const sender = createTextSender({
      db: shop.database.db,
      channel: createTextChannel({ config: shop.config, log: shop.app.log }),
      log: shop.app.log,
      timing,
    });
    return createSignInCodes({ db: shop.database.db, sender, timing });
  }

  it('is sent at once, ahead of the texts waiting, and its words are not kept', async () => {
    // Each text takes the gateway 100 ms: the 10 order texts take a second to go out one by one.
    const gateway = await gatewayServer({ delayMs: 100 });
    const { shop, shopper } = await textingShop(textingBySms(`${gateway.url}/sms`));
    await gateway.stop();
    await placeOrders(shop, shopper, 10);
    await gateway.start();
    // The sender is at its texts, one at a time: the code comes among them, not after them.
    await gateway.waitForTexts(1);

    const sendSignInCode = signInCodesOf(shop);
    const started = performance.now();
    const sent = await sendSignInCode({
      mobile: '9876549999',
      code: '482913',
      language: 'hi',
      shopName: 'Grocery Shop',
      validForMs: 10 * 60_000,
    });
    expect(sent).toBe('sent');
    expect(performance.now() - started).toBeLessThan(600);
    const codeText = gateway.received.find((text) => text.body.to === '+919876549999');
    expect(codeText?.body.text).toBe('482913 Grocery Shop में साइन इन करने का आपका कोड है। यह 10 मिनट तक चलेगा। इसे किसी को न बताएँ।');
    // Order texts were still waiting behind it: fewer than all ten had gone before the code.
    expect(gateway.received.indexOf(codeText!)).toBeLessThan(10);

    await expectEachTextOnce(shop, gateway, 11);
    const row = (await textRows(shop.database)).find((text) => text.to === '+919876549999');
    expect(row?.text).toBe('');
    expect(row?.params).toEqual([]);
  });

  it('goes by WhatsApp as the authentication template, its code also on the copy button', async () => {
    const gateway = await gatewayServer();
    const { shop } = await textingShop(textingByWhatsApp(gateway.url));
    expect(
      await signInCodesOf(shop)({ mobile: '9876549998', code: '105374', language: 'en', shopName: 'Grocery Shop', validForMs: 600_000 }),
    ).toBe('sent');
    const [message] = gateway.received;
    expect(message?.body.template).toEqual({
      name: 'sign_in_code',
      language: { code: 'en' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: '105374' }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '105374' }] },
      ],
    });
  });

  it('refused, is tried again until the code expires, then given up and wiped', async () => {
    const gateway = await gatewayServer();
    const { shop } = await textingShop(textingBySms(`${gateway.url}/sms`, { retryBaseMs: 100, retryMaxMs: 100 }));
    gateway.refuseNext(1, 502);
    const sendSignInCode = signInCodesOf(shop);
    expect(
      await sendSignInCode({ mobile: '9876549997', code: '111222', language: 'en', shopName: 'Grocery Shop', validForMs: 60_000 }),
    ).toBe('retrying');
    await expectEachTextOnce(shop, gateway, 1);

    await gateway.stop();
    expect(await sendSignInCode({ mobile: '9876549996', code: '333444', language: 'en', shopName: 'Grocery Shop', validForMs: 500 })).toBe(
      'retrying',
    );
    await eventually('the expired code given up', async () => (await textRows(shop.database)).some((row) => row.failedAt !== null), 5000);
    const expired = (await textRows(shop.database)).find((row) => row.to === '+919876549996');
    expect(expired?.sentAt).toBeNull();
    expect(expired?.text).toBe('');
    await gateway.start();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(gateway.received).toHaveLength(1);
  });
});

describe("the owner's status", () => {
  it('shows texts waiting and failing, as mail', async () => {
    const gateway = await gatewayServer();
    const { shop, shopper } = await textingShop(textingBySms(`${gateway.url}/sms`, { retryBaseMs: 60_000 }));
    const admin = await signUp(shop, { role: 'Admin' });
    await gateway.stop();
    await placeOrders(shop, shopper, 2);
    await eventually('both texts refused once', async () => (await textRows(shop.database)).every((row) => row.attempts === 1));
    const response = await shop.app.inject({ method: 'GET', url: '/api/admin/status', headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const { texts } = response.json().status;
    expect(texts).toMatchObject({ waiting: 2, failing: 2, stuck: false });
    expect(texts.lastError).toMatch(/^\[ECONNREFUSED\]/);
    expect(Date.parse(texts.oldestWaitingSince)).toBeLessThanOrEqual(Date.now());
  });
});

// Several app servers share a database only on PostgreSQL: PGlite is one process (its lock file says so).
if (testDbKind === 'postgres') {
  describe('two app servers on one PostgreSQL', () => {
    it('deliver each text exactly once while both send', async () => {
      const gateway = await gatewayServer({ delayMs: 5 });
      const { shop, shopper } = await textingShop(textingBySms(`${gateway.url}/sms`, { batchSize: 2 }));
      const other: FastifyInstance = await startAnotherApp(shop.database, shop.config);
      cleanups.push(() => other.close());
      await gateway.stop();

      await placeOrders(shop, shopper, 10);
      await placeOrders(shop, shopper, 10, { app: other });
      await gateway.start();
      await expectEachTextOnce(shop, gateway, 20);
      // Both servers sent: the texts went through one claim each.
      const claims = await shop.database.db.execute(sql`select count(*)::int as n from text_outbox where sent_at is not null`);
      expect((claims as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(20);
    });
  });
}
