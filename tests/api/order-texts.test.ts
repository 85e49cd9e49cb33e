import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { eventually } from '#tests/support/mail.js';
import { orderBody, placeOrder, setOrderStatus } from '#tests/support/orders.js';
import { packed } from '#tests/support/packing.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';
import { startTextGateway, type TestTextGateway } from '#tests/support/text-gateway.js';
import { giveMobile, TEST_WHATSAPP, textingBySms, textingByWhatsApp, textRows, whatsAppMessagesPath } from '#tests/support/texts.js';

/**
 * API.md "Phone first": a shopper with a verified mobile gets order placed, packed changes,
 * shipped, delivered and cancelled as texts in their language, queued with the change and sent
 * once; the owner's new-order alert goes to the shop's WhatsApp number (decision 0054).
 */
let gateway: TestTextGateway;
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
let sunita: SignedIn;
let meena: SignedIn;
let ravi: SignedIn;
let tomato: TestProduct;
let paneer: TestProduct;

async function setLanguage(shopper: SignedIn, language: string): Promise<void> {
  const response = await shop.app.inject({
    method: 'PUT',
    url: '/api/user/language',
    headers: { cookie: shopper.cookie },
    payload: { language },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  gateway = await startTextGateway();
  shop = await createTestShop(textingBySms(`${gateway.url}/sms`), {
    settings: { maxOpenOrders: 0, maxUnpaidAmount: 0, whatsapp: '9822012345' },
  });
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
  sunita = await signUp(shop, { firstName: 'Sunita' });
  meena = await signUp(shop, { firstName: 'Meena' });
  ravi = await signUp(shop, { firstName: 'Ravi' });
  await setLanguage(sunita, 'hi');
  await setLanguage(meena, 'mr');
  await giveMobile(shop.database, asha, '9811111111');
  await giveMobile(shop.database, sunita, '9822222222');
  await giveMobile(shop.database, meena, '9833333333');
  tomato = await createProduct(shop, { name: 'Tomato', rate: 40, stocks: 500 });
  paneer = await createProduct(shop, { name: 'Paneer', rate: 90, stocks: 500, unit: 'Packet', kilogramOption: [1] });
}, 300_000);
afterAll(async () => {
  await shop?.close();
  await gateway?.stop();
});

async function orderOf(shopper: SignedIn): Promise<Order> {
  const placed = await placeOrder(
    shop,
    shopper.cookie,
    orderBody([
      { product: tomato, quantity: 1 },
      { product: paneer, quantity: 1 },
    ]),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order;
}

/** The texts the relay took for `mobile`, once the outbox has sent every text of `order` and a few more polls passed. */
async function textsOf(order: Order, mobile: string): Promise<string[]> {
  await eventually('every text of the order sent', async () => {
    const rows = (await textRows(shop.database)).filter((row) => row.eventKey.startsWith(`order:${order._id}:`));
    return rows.length > 0 && rows.every((row) => row.sentAt !== null);
  });
  // Time for a duplicate to arrive: several polls of the sender.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return gateway.received
    .filter((text) => text.body.to === `+91${mobile}` && String(text.body.text).includes(`${order.orderNumber}`))
    .map((text) => String(text.body.text));
}

describe("a shopper's order texts", () => {
  it('tells an English shopper of the order placed, with its number and amount, once', async () => {
    const order = await orderOf(asha);
    expect(await textsOf(order, '9811111111')).toEqual([
      `Grocery Shop: thank you, Asha! Order ${order.orderNumber} is placed, ₹ 130. We will let you know when it is on its way.`,
    ]);
    const taken = gateway.received.find((text) => text.body.to === '+919811111111');
    expect(taken?.path).toBe('/sms');
    expect(Object.keys(taken?.body ?? {}).sort()).toEqual(['text', 'to']);
  });

  it("says in the shopper's Hindi what packing changed and the new amount, then that it is on its way", async () => {
    const order = await orderOf(sunita);
    await packed(shop, admin.cookie, order._id, [
      { _id: tomato.id, packedQuantity: 1.05 },
      { _id: paneer.id, packedQuantity: 0 },
    ]);
    await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
    const n = order.orderNumber;
    expect(await textsOf(order, '9822222222')).toEqual([
      `Grocery Shop: धन्यवाद, Sunita जी! आपका ऑर्डर ${n} मिल गया है, ₹ 130। सामान रवाना होते ही हम आपको बताएँगे।`,
      `Grocery Shop: आपका ऑर्डर ${n} पैक हो गया है। कुछ सामान आपके ऑर्डर से अलग है: Tomato: 1.05 Kg पैक हुआ (1 Kg ऑर्डर किया था); Paneer: उपलब्ध नहीं था (1 Packet ऑर्डर किया था)। भुगतान की रक़म ₹ 42 है।`,
      `Grocery Shop: आपका ऑर्डर ${n} रास्ते में है। आपका डिलीवरी कोड ${order.deliveryCode} है: इसे डिलीवरी वाले को बताएँ। भुगतान डिलीवरी के समय नकद होगा, कृपया ₹ 42 तैयार रखें।`,
    ]);
  });

  it('sends no text for a packing that changes nothing the shopper knows', async () => {
    const order = await orderOf(asha);
    await packed(shop, admin.cookie, order._id, [
      { _id: tomato.id, packedQuantity: 1 },
      { _id: paneer.id, packedQuantity: 1 },
    ]);
    expect(await textsOf(order, '9811111111')).toHaveLength(1);
    expect((await textRows(shop.database)).filter((row) => row.eventKey.startsWith(`order:${order._id}:packed:`))).toHaveLength(0);
  });

  it('tells a Marathi shopper of the delivery, and an English one of their own cancel', async () => {
    const delivered = await orderOf(meena);
    await setOrderStatus(shop, admin.cookie, delivered._id, 'Shipped');
    await setOrderStatus(shop, admin.cookie, delivered._id, 'Delivered');
    const mr = await textsOf(delivered, '9833333333');
    expect(mr).toHaveLength(3);
    expect(mr[2]).toBe(`Grocery Shop: तुमची ऑर्डर ${delivered.orderNumber} पोहोचली आहे. खरेदी केल्याबद्दल धन्यवाद!`);

    const cancelled = await orderOf(asha);
    const cancel = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/my/order/${cancelled._id}/cancel`,
      headers: { cookie: asha.cookie },
      payload: { reason: 'Ordered twice' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await textsOf(cancelled, '9811111111'))[1]).toBe(
      `Grocery Shop: order ${cancelled.orderNumber} (₹ 130) is cancelled. You cancelled it. Nothing is to be paid.`,
    );
  });

  it('sends nothing to a shopper without a verified mobile', async () => {
    const order = await orderOf(ravi);
    await setOrderStatus(shop, admin.cookie, order._id, 'Cancelled');
    const rows = (await textRows(shop.database)).filter((row) => row.eventKey.startsWith(`order:${order._id}:`));
    // Only the owner's alert of the new order.
    expect(rows.map((row) => row.eventKey)).toEqual([`order:${order._id}:placed:shop:9822012345`]);
  });
});

describe("the owner's new-order alert", () => {
  it("goes to the shop's WhatsApp number, in English, once per order", async () => {
    const order = await orderOf(sunita);
    expect(await textsOf(order, '9822012345')).toEqual([`New order ${order.orderNumber} from Sunita Patil: ₹ 130, cash on delivery.`]);
  });

  it("is not sent on a fresh shop, whose WhatsApp number is the specification's sample", async () => {
    const fresh = await createTestShop(textingBySms(`${gateway.url}/sms`));
    try {
      const shopper = await signUp(fresh);
      const product = await createProduct(fresh, { rate: 10, stocks: 10 });
      const placed = await placeOrder(fresh, shopper.cookie, orderBody([{ product, quantity: 1 }]));
      expect(placed.statusCode, placed.body).toBe(201);
      expect(await textRows(fresh.database)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('texts by WhatsApp', () => {
  it("sends the shopper's text as the approved template in their language, with the token", async () => {
    const whatsapp = await startTextGateway();
    const byWhatsApp = await createTestShop(textingByWhatsApp(whatsapp.url));
    try {
      const shopper = await signUp(byWhatsApp, { firstName: 'Sunita' });
      const language = await byWhatsApp.app.inject({
        method: 'PUT',
        url: '/api/user/language',
        headers: { cookie: shopper.cookie },
        payload: { language: 'hi' },
      });
      expect(language.statusCode).toBe(200);
      await giveMobile(byWhatsApp.database, shopper, '9844444444');
      const product = await createProduct(byWhatsApp, { name: 'Tomato', rate: 40, stocks: 10 });
      const placed = await placeOrder(byWhatsApp, shopper.cookie, orderBody([{ product, quantity: 2 }]));
      expect(placed.statusCode, placed.body).toBe(201);
      const [message] = await whatsapp.waitForTexts(1);
      expect(message?.path).toBe(whatsAppMessagesPath);
      expect(message?.authorization).toBe(`Bearer ${TEST_WHATSAPP.token}`);
      expect(message?.body).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '+919844444444',
        type: 'template',
        template: {
          name: 'order_placed',
          language: { code: 'hi' },
          components: [
            {
              type: 'body',
              parameters: ['Grocery Shop', 'Sunita', String(placed.json().order.orderNumber), '₹ 80'].map((text) => ({
                type: 'text',
                text,
              })),
            },
          ],
        },
      });
    } finally {
      await byWhatsApp.close();
      await whatsapp.stop();
    }
  });
});

describe('texts without a gateway', () => {
  it('are written to DATA_DIR/outbox, readable by the shop alone', async () => {
    const local = await createTestShop();
    try {
      const shopper = await signUp(local, { firstName: 'Asha' });
      await giveMobile(local.database, shopper, '9855555555');
      const product = await createProduct(local, { rate: 25, stocks: 10 });
      const placed = await placeOrder(local, shopper.cookie, orderBody([{ product, quantity: 1 }]));
      expect(placed.statusCode, placed.body).toBe(201);
      const outbox = path.join(local.config.dataDir, 'outbox');
      const textFiles = () => {
        try {
          return readdirSync(outbox).filter((name) => name.endsWith('.txt'));
        } catch {
          return [];
        }
      };
      await eventually('the text written', () => textFiles().length === 1);
      const [name] = textFiles();
      const file = path.join(outbox, name ?? '');
      const content = readFileSync(file, 'utf8');
      expect(content).toContain('To: +919855555555');
      expect(content).toContain('WhatsApp template: order_placed (en)');
      expect(content).toContain(`Grocery Shop: thank you, Asha! Order ${placed.json().order.orderNumber} is placed, ₹ 25.`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(outbox).mode & 0o777).toBe(0o700);
      const [row] = await textRows(local.database);
      expect(row?.sentAt).not.toBeNull();
    } finally {
      await local.close();
    }
  });
});
