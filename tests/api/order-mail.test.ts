import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '#tests/support/app.js';
import { addCoupon } from '#tests/support/coupons.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { createMailingShop, eventually, outboxRows } from '#tests/support/mail.js';
import { orderBody, placeOrder, shippingInfo } from '#tests/support/orders.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server.js';

/** API.md "Order lifecycle", the mails: who gets which mail, and what it says, as a mail server receives it. */
let smtp: TestSmtpServer;
let shop: TestShop;
let admin: SignedIn;
let secondAdmin: SignedIn;
beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createMailingShop(smtp);
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  secondAdmin = await signUp(shop, { role: 'Admin', firstName: 'Kiran' });
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

const setStatus = (id: string, oStatus: string) =>
  shop.app.inject({ method: 'PUT', url: `/api/user/update/order/${id}`, headers: { cookie: admin.cookie }, payload: { oStatus } });
const cancelMine = (shopper: SignedIn, id: string, reason?: string) =>
  shop.app.inject({ method: 'PUT', url: `/api/user/my/order/${id}/cancel`, headers: { cookie: shopper.cookie }, payload: { reason } });
const saveSettings = (payload: Record<string, unknown>) =>
  shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin.cookie }, payload });

async function orderOf(shopper: SignedIn, product: TestProduct, quantity = 1, extra: Record<string, unknown> = {}): Promise<string> {
  const placed = await placeOrder(shop, shopper.cookie, orderBody([{ product, quantity }], extra));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order._id;
}

/** The mails of one order as received, once `count` of them have arrived. */
async function mailsOfOrder(orderId: string, count: number): Promise<ReceivedMail[]> {
  const ofOrder = () => smtp.received.filter((mail) => mail.text.includes(orderId));
  await eventually(`${count} mails of order ${orderId}`, () => ofOrder().length >= count);
  return ofOrder();
}

/** How the mails name an order: "Order 1042" (API.md "One number per order"). */
async function refOf(orderId: string): Promise<string> {
  const answer = await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${orderId}`, headers: { cookie: admin.cookie } });
  return `Order ${answer.json().order.orderNumber}`;
}

describe('placing an order', () => {
  it("mails the shopper 'order placed' and every Admin 'new order', with what the shopper typed escaped in the HTML", async () => {
    const shopper = await signUp(shop, { firstName: '<script>' });
    const onion = await createProduct(shop, { rate: 45.5, stocks: 10, name: 'Tomato & <b>Onion</b>' });
    const rice = await createProduct(shop, { rate: 12345.5, stocks: 100, name: 'Basmati Rice' });
    const address = { ...shippingInfo, address: '12 M.G. Road & "Market" <Lane>' };
    const placed = await placeOrder(
      shop,
      shopper.cookie,
      orderBody(
        [
          { product: onion, quantity: 1.5 },
          { product: rice, quantity: 10 },
        ],
        { shippingInfo: address },
      ),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId: string = placed.json().order._id;
    const ref = await refOf(orderId);

    const mails = await mailsOfOrder(orderId, 3);
    expect(mails).toHaveLength(3);
    const [toShopper] = mails.filter((mail) => mail.envelopeTo.includes(shopper.email));
    expect(toShopper?.subject).toBe(`${ref} placed - Grocery Shop`);
    expect(toShopper?.text).toContain('Thank you for your order, <script>!');
    expect(toShopper?.text).toContain('- Tomato & <b>Onion</b>: 1.5 Kg x ₹ 45.5 = ₹ 68.25');
    expect(toShopper?.text).toContain('- Basmati Rice: 10 Kg x ₹ 12,345.5 = ₹ 1,23,455');
    expect(toShopper?.text).toContain('Total: ₹ 1,23,523.25');
    expect(toShopper?.text).toContain('Payment: Cash on delivery');
    expect(toShopper?.text).toContain(`Order number: ${ref.replace('Order ', '')}`);
    expect(toShopper?.text).toContain('Deliver to:\n12 M.G. Road & "Market" <Lane>\nSangli - 416416\nMobile: 9876543210');
    expect(toShopper?.text).toMatch(/Placed on: \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
    expect(toShopper?.text).toContain(`View your order: ${shop.config.publicUrl}/Order/OrderDetails/${orderId}`);
    expect(toShopper?.html).toContain('Thank you for your order, &lt;script&gt;!');
    expect(toShopper?.html).toContain('Tomato &amp; &lt;b&gt;Onion&lt;/b&gt;');
    expect(toShopper?.html).toContain('12 M.G. Road &amp; &quot;Market&quot; &lt;Lane&gt;');
    expect(toShopper?.html).not.toMatch(/<script>|<b>Onion|<Lane>/);

    const toShop = mails.filter((mail) => !mail.envelopeTo.includes(shopper.email));
    expect(toShop.map((mail) => mail.envelopeTo).sort()).toEqual([[admin.email], [secondAdmin.email]].sort());
    for (const mail of toShop) {
      expect(mail.subject).toBe(`New order: ${ref} from <script> Patil, ₹ 1,23,523.25`);
      expect(mail.text).toContain('New order from <script> Patil');
      expect(mail.html).toContain('New order from &lt;script&gt; Patil');
      expect(mail.html).not.toContain('<script>');
      expect(mail.text).toContain(`Open the order: ${shop.config.publicUrl}/admin/update/order/${orderId}`);
    }
    // Each mail names itself after its event and addressee, the same way on every try.
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(3);
    for (const mail of mails) expect(mail.messageId).toMatch(/^<[0-9a-f]{40}@localhost>$/);

    const rows = (await outboxRows(shop.database)).filter((row) => row.eventKey.startsWith(`order:${orderId}:`));
    expect(rows.map((row) => row.eventKey).sort()).toEqual(
      [
        `order:${orderId}:placed:shopper:${shopper.email}`,
        `order:${orderId}:placed:shop:${admin.email}`,
        `order:${orderId}:placed:shop:${secondAdmin.email}`,
      ].sort(),
    );
    await eventually('rows marked sent', async () =>
      (await outboxRows(shop.database)).filter((row) => rows.some((r) => r.id === row.id)).every((row) => row.sentAt !== null),
    );
  });

  it("lists a coupon's discount and the delivery charge above the total", async () => {
    await saveSettings({ deliveryCharge: 40, freeDeliveryAbove: 500 });
    try {
      const shopper = await signUp(shop, { firstName: 'Ravi' });
      const dal = await createProduct(shop, { rate: 134.5, stocks: 10, name: 'Toor Dal' });
      await addCoupon(shop, admin.cookie, { code: 'DAL10', kind: 'percent', value: 10 });
      // ₹ 134.50, 10 % off (₹ 13.45), ₹ 40 to deliver.
      const orderId = await orderOf(shopper, dal, 1, { coupon: 'DAL10', total: 161.05 });
      const [toShopper] = (await mailsOfOrder(orderId, 3)).filter((mail) => mail.envelopeTo.includes(shopper.email));
      expect(toShopper?.text).toContain(
        '- Toor Dal: 1 Kg x ₹ 134.5 = ₹ 134.5\nDiscount (DAL10): − ₹ 13.45\nDelivery: ₹ 40\nTotal: ₹ 161.05',
      );
      expect(toShopper?.html).toContain('Discount (DAL10)');
    } finally {
      await saveSettings({ deliveryCharge: 0, freeDeliveryAbove: 0 });
    }
  });

  it('lets no shopper name add a header: every subject is one line', async () => {
    const shopper = await signUp(shop, { firstName: 'Asha\r\nBcc: thief@example.com' });
    const orderId = await orderOf(shopper, await createProduct(shop, { rate: 10, stocks: 5 }));
    const ref = await refOf(orderId);
    const mails = await mailsOfOrder(orderId, 3);
    const toShop = mails.filter((mail) => mail.envelopeTo.includes(admin.email));
    expect(toShop[0]?.subject).toBe(`New order: ${ref} from Asha Bcc: thief@example.com Patil, ₹ 10`);
    // One line already in the outbox, whatever transport sends it later.
    const queued = (await outboxRows(shop.database)).filter((row) => row.eventKey.startsWith(`order:${orderId}:`));
    expect(queued.map((row) => row.subject).filter((subject) => /[\r\n]/.test(subject))).toEqual([]);
    for (const mail of mails) {
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.rawHeaders).not.toMatch(/^bcc:/im);
      expect(mail.envelopeTo).not.toContain('thief@example.com');
    }
  });

  it('queues nothing for an order that is refused', async () => {
    const shopper = await signUp(shop);
    const product = await createProduct(shop, { rate: 20, stocks: 1 });
    const before = (await outboxRows(shop.database)).length;
    const refused = await placeOrder(shop, shopper.cookie, orderBody([{ product, quantity: 2 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OUT_OF_STOCK');
    expect(await outboxRows(shop.database)).toHaveLength(before);
    expect(smtp.mailsTo(shopper.email)).toHaveLength(0);
  });

  it('mails once for an order placed twice with one Idempotency-Key', async () => {
    const shopper = await signUp(shop);
    const body = orderBody([{ product: await createProduct(shop, { rate: 30, stocks: 5 }), quantity: 1 }]);
    const headers = { 'idempotency-key': 'checkout-42' };
    const first = await placeOrder(shop, shopper.cookie, body, headers);
    const again = await placeOrder(shop, shopper.cookie, body, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const orderId: string = first.json().order._id;
    await mailsOfOrder(orderId, 3);
    const keys = (await outboxRows(shop.database)).filter((row) => row.eventKey.startsWith(`order:${orderId}:`));
    expect(keys).toHaveLength(3);
    expect(smtp.mailsTo(shopper.email)).toHaveLength(1);
  });
});

describe('an order changing status', () => {
  it('mails the shopper when it ships and when it is delivered, and the shop nothing', async () => {
    const shopper = await signUp(shop, { firstName: 'Ravi' });
    const orderId = await orderOf(shopper, await createProduct(shop, { rate: 50, stocks: 5 }), 2);
    const ref = await refOf(orderId);
    await mailsOfOrder(orderId, 3);
    expect((await setStatus(orderId, 'Shipped')).statusCode).toBe(200);
    expect((await setStatus(orderId, 'Delivered')).statusCode).toBe(200);

    const mails = await mailsOfOrder(orderId, 5);
    const subjects = mails.filter((mail) => mail.envelopeTo.includes(shopper.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([`${ref} placed - Grocery Shop`, `${ref} is on its way - Grocery Shop`, `${ref} is delivered - Grocery Shop`]);
    const shipped = mails.find((mail) => mail.subject.includes('on its way'));
    expect(shipped?.text).toContain('Please keep ₹ 100 ready: payment is cash on delivery.');
    // The code the shopper tells the rider at the door (API.md "The delivery run").
    const { deliveryCode } = (await shop.app.inject({ url: `/api/user/my/order/${orderId}`, headers: { cookie: shopper.cookie } })).json()
      .order;
    expect(shipped?.text).toContain(`Your delivery code is ${deliveryCode}: tell it to the rider at your door.`);
    expect(mails.filter((mail) => mail.envelopeTo.includes(admin.email))).toHaveLength(1);
  });

  it("mails the shopper and the shop when the shopper cancels, with the shopper's reason escaped", async () => {
    const shopper = await signUp(shop, { firstName: 'Asha' });
    const orderId = await orderOf(shopper, await createProduct(shop, { rate: 40, stocks: 5 }));
    const ref = await refOf(orderId);
    await mailsOfOrder(orderId, 3);
    expect((await cancelMine(shopper, orderId, 'Ordered twice & <late>')).statusCode).toBe(200);

    const mails = (await mailsOfOrder(orderId, 6)).filter((mail) => mail.subject.includes('cancelled'));
    const toShopper = mails.find((mail) => mail.envelopeTo.includes(shopper.email));
    expect(toShopper?.subject).toBe(`${ref} is cancelled - Grocery Shop`);
    expect(toShopper?.text).toMatch(/It was cancelled by you on .+ IST\. Nothing is to be paid\./);
    expect(toShopper?.text).toContain('Reason: Ordered twice & <late>');
    expect(toShopper?.html).toContain('Reason: Ordered twice &amp; &lt;late&gt;');
    const toShop = mails.filter((mail) => !mail.envelopeTo.includes(shopper.email));
    expect(toShop.map((mail) => mail.envelopeTo[0]).sort()).toEqual([admin.email, secondAdmin.email].sort());
    expect(toShop[0]?.subject).toBe(`${ref} from Asha Patil is cancelled`);
    expect(toShop[0]?.text).toContain('Order cancelled by the shopper');
    expect(toShop[0]?.text).toContain('Reason: Ordered twice & <late>');
  });

  it('tells the shopper the shop cancelled a shipped order', async () => {
    const shopper = await signUp(shop);
    const orderId = await orderOf(shopper, await createProduct(shop, { rate: 40, stocks: 5 }));
    expect((await setStatus(orderId, 'Shipped')).statusCode).toBe(200);
    expect((await setStatus(orderId, 'Cancelled')).statusCode).toBe(200);
    const mails = await mailsOfOrder(orderId, 7);
    const cancelled = mails.find((mail) => mail.envelopeTo.includes(shopper.email) && mail.subject.includes('cancelled'));
    expect(cancelled?.text).toMatch(/It was cancelled by the shop on .+ IST\. Nothing is to be paid\./);
    expect(cancelled?.text).not.toContain('Reason:');
    expect(mails.filter((mail) => mail.text.includes('Order cancelled by the shop\n'))).toHaveLength(2);
  });
});

describe("the shop's address", () => {
  it('is the notify address of the settings once set, instead of every Admin', async () => {
    expect((await saveSettings({ notifyEmail: 'Owner@Example.in' })).statusCode).toBe(200);
    const shopper = await signUp(shop);
    const orderId = await orderOf(shopper, await createProduct(shop, { rate: 25, stocks: 5 }));
    const mails = await mailsOfOrder(orderId, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await mailsOfOrder(orderId, 2)).map((mail) => mail.envelopeTo).sort()).toEqual([['owner@example.in'], [shopper.email]].sort());
    expect(mails.find((mail) => mail.envelopeTo.includes('owner@example.in'))?.subject).toMatch(/^New order: Order \d+ from /);
    expect((await saveSettings({ notifyEmail: '' })).statusCode).toBe(200);
  });
});
