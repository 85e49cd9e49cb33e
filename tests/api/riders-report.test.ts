import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateOf } from '#server/lib/ist-dates.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { giveCredit } from '../support/khata.js';
import { clockSetter, saveSettings, setOrderStatus } from '../support/orders.js';
import { call, placePaidBy } from '../support/payments.js';
import { createProduct, type TestProduct } from '../support/products.js';
import { deliver, newRider, setRole, shippedTo } from '../support/riders.js';
import { downloadCsv } from '../support/spreadsheets.js';

/**
 * The riders report (API.md "The delivery run"; decision 0056): what each rider delivered on an
 * IST day and was handed at the door, as JSON and as a sheet. The owner's own deliveries and
 * another day's are nobody's run that day; an idle rider is listed with zeros.
 */
let shop: TestShop;
let owner: SignedIn;
let asha: SignedIn;
let ravi: SignedIn;
let sunil: SignedIn;
let gopal: SignedIn;
let product: TestProduct;
let today: string;
let yesterday: string;

async function deliveredBy(rider: SignedIn, paymentMethod: string, collected: string, rate = 100) {
  const item = await createProduct(shop, { rate, stocks: 10 });
  const order = await shippedTo(shop, owner.cookie, await placePaidBy(shop, asha, item, 1, paymentMethod), rider);
  const delivered = await deliver(shop, rider.cookie, order._id, { code: order.deliveryCode, collected });
  if (delivered.statusCode !== 200) throw new Error(`not delivered: ${delivered.body}`);
}

beforeAll(async () => {
  shop = await createTestShop();
  owner = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop);
  ravi = await newRider(shop, owner.cookie, 'Ravi');
  sunil = await newRider(shop, owner.cookie, 'Sunil');
  gopal = await newRider(shop, owner.cookie, 'Gopal');
  product = await createProduct(shop, { rate: 80, stocks: 100 });
  await saveSettings(shop, owner.cookie, { paymentMethods: ['Cash', 'UPI', 'Credit'], upiId: 'sharmastores@okhdfc' });
  await giveCredit(shop, owner.cookie, asha.user._id, 5000);

  // Yesterday (IST): Ravi delivered one order in cash.
  const setClock = clockSetter(shop);
  today = istDateOf(shop.clock());
  yesterday = istDateOf(new Date(shop.clock().getTime() - 24 * 3600_000));
  setClock(`${yesterday}T12:00:00+05:30`);
  await deliveredBy(ravi, 'Cash', 'Cash', 999);
  setClock(`${today}T12:00:00+05:30`);

  // Today: Ravi ₹ 120.50 and ₹ 45 in cash, ₹ 200 by UPI, ₹ 300 on credit, ₹ 60 left unpaid; Sunil ₹ 80 in cash.
  await deliveredBy(ravi, 'Cash', 'Cash', 120.5);
  await deliveredBy(ravi, 'UPI', 'Cash', 45);
  await deliveredBy(ravi, 'UPI', 'UPI', 200);
  await deliveredBy(ravi, 'Credit', 'None', 300);
  await deliveredBy(ravi, 'Cash', 'None', 60);
  await deliveredBy(sunil, 'Cash', 'Cash', 80);
  // The owner delivers an order given to Sunil himself: his, not Sunil's.
  const own = await shippedTo(shop, owner.cookie, await placePaidBy(shop, asha, product, 1), sunil);
  await setOrderStatus(shop, owner.cookie, own._id, 'Delivered');
  // Sunil is a rider no more, but what he delivered today stays his.
  await setRole(shop, owner.cookie, sunil.user._id, 'User');
});
afterAll(() => shop.close());

describe('the riders report', () => {
  it("adds up each rider's day, lists an idle rider with zeros, and one who delivered and is a rider no more", async () => {
    const answer = await call(shop, owner.cookie, 'GET', `/api/admin/reports/riders?date=${today}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      date: today,
      riders: [
        { rider: { _id: gopal.user._id, firstName: 'Gopal', lastName: 'Patil' }, delivered: 0, cash: 0, upi: 0, onCredit: 0, unpaid: 0 },
        {
          rider: { _id: ravi.user._id, firstName: 'Ravi', lastName: 'Patil' },
          delivered: 5,
          cash: 165.5,
          upi: 200,
          onCredit: 300,
          unpaid: 60,
        },
        { rider: { _id: sunil.user._id, firstName: 'Sunil', lastName: 'Patil' }, delivered: 1, cash: 80, upi: 0, onCredit: 0, unpaid: 0 },
      ],
    });
    const before = (await call(shop, owner.cookie, 'GET', `/api/admin/reports/riders?date=${yesterday}`)).json();
    expect(before.riders.find((day: { rider: { _id: string } }) => day.rider._id === ravi.user._id)).toMatchObject({
      delivered: 1,
      cash: 999,
    });
  });

  it('is today without a date, and refuses a date that is no day (400)', async () => {
    expect((await call(shop, owner.cookie, 'GET', '/api/admin/reports/riders')).json().date).toBe(today);
    expect((await call(shop, owner.cookie, 'GET', '/api/admin/reports/riders?date=2026-02-30')).statusCode).toBe(400);
  });

  it('downloads as a sheet: a line per rider, then the totals', async () => {
    const sheet = await downloadCsv(shop, `/api/admin/reports/riders.csv?date=${today}`, owner.cookie);
    expect(sheet.response.statusCode).toBe(200);
    expect(sheet.startsWithBom).toBe(true);
    expect(sheet.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sheet.response.headers['content-disposition']).toBe(`attachment; filename="riders-${today}.csv"`);
    expect(sheet.rows).toEqual([
      ['rider', 'delivered', 'cash', 'upi', 'on_credit', 'unpaid'],
      ['Gopal Patil', '0', '0.00', '0.00', '0.00', '0.00'],
      ['Ravi Patil', '5', '165.50', '200.00', '300.00', '60.00'],
      ['Sunil Patil', '1', '80.00', '0.00', '0.00', '0.00'],
      ['Total', '6', '245.50', '200.00', '300.00', '60.00'],
    ]);
  });
});
