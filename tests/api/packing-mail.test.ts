import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { outboxRows } from '#tests/support/mail.js';
import { orderBody, placeOrder, setOrderStatus } from '#tests/support/orders.js';
import { packed } from '#tests/support/packing.js';
import { ensurePdftotext, pdfText, rowPattern } from '#tests/support/pdf-text.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';

/**
 * API.md "Packing": the shopper gets one mail saying what changed and the new amount, in their
 * language, queued with the packing; the later mails and the bill show the packed lines and the
 * amount due.
 */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
let sunita: SignedIn;
let tomato: TestProduct;
let paneer: TestProduct;

beforeAll(async () => {
  ensurePdftotext();
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
  sunita = await signUp(shop, { firstName: 'Sunita' });
  const language = await shop.app.inject({
    method: 'PUT',
    url: '/api/user/language',
    headers: { cookie: sunita.cookie },
    payload: { language: 'hi' },
  });
  expect(language.statusCode).toBe(200);
  tomato = await createProduct(shop, { name: 'Tomato', rate: 40, stocks: 50 });
  paneer = await createProduct(shop, { name: 'Paneer', rate: 90, stocks: 50, unit: 'Packet', kilogramOption: [1] });
}, 300_000);
afterAll(() => shop.close());

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

/** The packing mails of an order as queued, oldest first. */
const packingMails = async (orderId: string) =>
  (await outboxRows(shop.database)).filter((row) => row.eventKey.startsWith(`order:${orderId}:packed:`));

/** The packed lines of an order of 1 Kg of tomatoes and a packet of paneer. */
const linesOf = ([tomatoes, packets]: [number, number]) => [
  { _id: tomato.id, packedQuantity: tomatoes },
  { _id: paneer.id, packedQuantity: packets },
];

describe("the shopper's packing mail", () => {
  it('says in their language what differs from the order and the new amount, once', async () => {
    const order = await orderOf(sunita);
    await packed(shop, admin.cookie, order._id, linesOf([1.05, 0]));
    const mails = await packingMails(order._id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(sunita.email);
    expect(mail?.subject).toBe(`आपका ऑर्डर ${order.orderNumber} पैक हो गया है - Grocery Shop`);
    expect(mail?.text).toContain('Sunita जी, आपका ऑर्डर पैक हो गया है');
    expect(mail?.text).toContain('कुछ सामान आपके ऑर्डर से अलग है:');
    expect(mail?.text).toContain('Tomato: 1.05 Kg पैक हुआ (1 Kg ऑर्डर किया था)');
    expect(mail?.text).toContain('Paneer: उपलब्ध नहीं था, हटा दिया गया (1 Packet ऑर्डर किया था)');
    expect(mail?.text).toContain('अब भुगतान की रक़म ₹ 42 है (ऑर्डर के समय ₹ 130 थी)।');
    // The items as packed, and the amount due as the total.
    expect(mail?.text).toContain('- Tomato: 1.05 Kg (ऑर्डर किया 1 Kg) x ₹ 40 = ₹ 42');
    expect(mail?.text).toContain('- Paneer: 1 Packet, उपलब्ध नहीं');
    expect(mail?.text).toContain('कुल: ₹ 42');
    expect(mail?.html).toContain('<s>Paneer</s>');
    expect(mail?.html).toContain('lang="hi"');
  });

  it('is not sent for a packing that changes nothing the shopper knows, and sent again for one that does', async () => {
    const order = await orderOf(asha);
    await packed(shop, admin.cookie, order._id, linesOf([1, 1]));
    expect(await packingMails(order._id)).toHaveLength(0);
    await packed(shop, admin.cookie, order._id, linesOf([0.9, 1]));
    await packed(shop, admin.cookie, order._id, linesOf([0.9, 1]));
    const once = await packingMails(order._id);
    expect(once).toHaveLength(1);
    expect(once[0]?.subject).toBe(`Order ${order.orderNumber} is packed - Grocery Shop`);
    expect(once[0]?.text).toContain('Tomato: 0.9 Kg packed (1 Kg ordered)');
    expect(once[0]?.text).toContain('The amount to pay is now ₹ 126 (it was ₹ 130 as ordered).');
    // Back to what was ordered: the shopper hears of that too.
    await packed(shop, admin.cookie, order._id, linesOf([1, 1]));
    const twice = await packingMails(order._id);
    expect(twice).toHaveLength(2);
    expect(twice.map((mail) => mail.text).find((text) => text.includes('Everything is as you ordered.'))).toContain(
      'The amount to pay is ₹ 130.',
    );
  });

  it('leaves the shipped mail asking for the amount due', async () => {
    const order = await orderOf(asha);
    await packed(shop, admin.cookie, order._id, linesOf([1.05, 0]));
    await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
    const shipped = (await outboxRows(shop.database)).find((row) => row.eventKey.startsWith(`order:${order._id}:status:Shipped:shopper`));
    expect(shipped?.text).toContain('Please keep ₹ 42 ready');
    expect(shipped?.text).toContain('Total: ₹ 42');
  });
});

describe('the bill of a packed order', () => {
  it('prints the packed quantities, marks an unavailable line and asks for the amount due', async () => {
    const order = await orderOf(asha);
    await packed(shop, admin.cookie, order._id, linesOf([1.05, 0]));
    const bill = await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${order._id}/invoice`, headers: { cookie: asha.cookie } });
    expect(bill.statusCode).toBe(200);
    const text = pdfText(bill.rawPayload);
    expect(text).toMatch(rowPattern('1', 'Tomato (1 Kg ordered)', '1.05', 'Kg', '₹ 40.00', '₹ 42.00'));
    expect(text).toMatch(rowPattern('2', 'Paneer (not available, 1 Packet ordered)', '0', 'Packet', '₹ 90.00', '₹ 0.00'));
    expect(text).toMatch(rowPattern('Items total', '₹ 42.00'));
    expect(text).toMatch(rowPattern('Total', '₹ 42.00'));
    expect(text).toContain('please pay ₹ 42.00');
  });
});
