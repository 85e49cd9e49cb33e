import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateOf } from '#server/lib/ist-dates.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { addCoupon, checkCoupon, couponNamed } from '#tests/support/coupons.js';
import { testDbKind } from '#tests/support/database.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { packed } from '#tests/support/packing.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';

/**
 * API.md "Offers and the delivery charge": a coupon at checkout, every refusal saying why, the
 * discount rounded to the paisa, uses that never run over (one app server and two), a cancel
 * giving its use back once, and packing following a percent discount (decision 0062).
 */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
let ravi: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  asha = await signUp(shop, { firstName: 'Asha' });
  ravi = await signUp(shop, { firstName: 'Ravi' });
});
afterAll(() => shop.close());

let codes = 0;
/** A fresh code per test, so tests share no coupon. */
const nextCode = (prefix: string) => `${prefix}${++codes}`;

/** The IST date `days` from the shop's today. */
const istDay = (days: number) => istDateOf(new Date(shop.clock().getTime() + days * 86_400_000));

/** A checkout body with a coupon and the total the shopper is to pay. */
function withCoupon(lines: { product: TestProduct; quantity: number }[], coupon: string, total: number) {
  return orderBody(lines, { coupon, total });
}

/** 20 new shoppers, and a ₹ 50 product for each. */
async function twentyShoppersAndProducts(name: string): Promise<[SignedIn[], TestProduct[]]> {
  const shoppers = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(shop, { firstName: `${name}${i}` })));
  const products = await Promise.all(shoppers.map(() => createProduct(shop, { rate: 50, stocks: 10 })));
  return [shoppers, products];
}

const cancel = (orderId: string, cookie: string) =>
  shop.app.inject({ method: 'PUT', url: `/api/user/my/order/${orderId}/cancel`, headers: { cookie }, payload: {} });

describe('checking a code', () => {
  it('answers the discount on the items and the coupon, in any case of the code', async () => {
    const code = nextCode('TENOFF');
    await addCoupon(shop, admin.cookie, { code, kind: 'percent', value: 10, maxDiscount: 40 });
    const fine = await checkCoupon(shop, asha.cookie, code.toLowerCase(), 123.45);
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toEqual({ success: true, discount: 12.35, coupon: { code, kind: 'percent', value: 10 } });
    // Capped by its most.
    expect((await checkCoupon(shop, asha.cookie, code, 1000)).json().discount).toBe(40);
    expect((await shop.app.inject({ method: 'GET', url: `/api/coupons/check?code=${code}&total=100` })).statusCode).toBe(401);
  });

  it('says exactly why a code does not apply, on the check and at checkout alike', async () => {
    const rice = await createProduct(shop, { rate: 100, stocks: 100 });
    const paused = nextCode('PAUSED');
    const later = nextCode('LATER');
    const over = nextCode('OVER');
    const big = nextCode('BIG');
    await addCoupon(shop, admin.cookie, { code: paused, kind: 'flat', value: 10, active: false });
    await addCoupon(shop, admin.cookie, { code: later, kind: 'flat', value: 10, validFrom: istDay(1) });
    await addCoupon(shop, admin.cookie, { code: over, kind: 'flat', value: 10, validFrom: istDay(-10), validTo: istDay(-1) });
    await addCoupon(shop, admin.cookie, { code: big, kind: 'flat', value: 10, minAmount: 250.5 });
    const cases: [string, string, Record<string, string | number>, string][] = [
      ['NOSUCH', 'couponUnknown', { code: 'NOSUCH' }, 'Coupon NOSUCH Does Not Exist, Please Check The Code..!!'],
      [paused, 'couponPaused', { code: paused }, `Coupon ${paused} Is Not Active Right Now..!!`],
      [later, 'couponNotYet', { code: later, date: istDay(1) }, `Coupon ${later} Can Be Used From ${istDay(1)}..!!`],
      [over, 'couponExpired', { code: over, date: istDay(-1) }, `Coupon ${over} Ended On ${istDay(-1)}..!!`],
      [
        big,
        'couponBelowMinimum',
        { code: big, minimum: '₹ 250.5', short: '₹ 50.5' },
        `Coupon ${big} Needs Items Of At Least ₹ 250.5, Please Add ₹ 50.5 More..!!`,
      ],
    ];
    for (const [code, messageId, values, message] of cases) {
      const checked = await checkCoupon(shop, asha.cookie, code, 200);
      expect(checked.statusCode, code).toBe(409);
      expect(checked.json()).toMatchObject({ success: false, code: 'COUPON_INVALID', message, messageId, values });
      const placed = await placeOrder(shop, asha.cookie, withCoupon([{ product: rice, quantity: 2 }], code, 190));
      expect(placed.statusCode, code).toBe(409);
      expect(placed.json()).toMatchObject({ code: 'COUPON_INVALID', message, messageId });
    }
    // Valid on its first and last day (IST dates, inclusive).
    const today = nextCode('TODAY');
    await addCoupon(shop, admin.cookie, { code: today, kind: 'flat', value: 10, validFrom: istDay(0), validTo: istDay(0) });
    expect((await checkCoupon(shop, asha.cookie, today, 200)).statusCode).toBe(200);
    // Exactly the minimum is enough.
    expect((await checkCoupon(shop, asha.cookie, big, 250.5)).json().discount).toBe(10);
  });
});

describe('an order with a coupon', () => {
  it('takes the discount off the items, rounded to the paisa, and refuses a total that leaves it out', async () => {
    const code = nextCode('PCT');
    // 12.5% of ₹ 123.45 is ₹ 15.43125: ₹ 15.43.
    await addCoupon(shop, admin.cookie, { code, kind: 'percent', value: 12.5, perShopper: 5 });
    const ghee = await createProduct(shop, { rate: 123.45, stocks: 100 });
    const lines = [{ product: ghee, quantity: 1 }];

    const itemsOnly = await placeOrder(shop, asha.cookie, withCoupon(lines, code, 123.45));
    expect(itemsOnly.statusCode).toBe(409);
    expect(itemsOnly.json()).toMatchObject({ code: 'PRICE_CHANGED', values: { total: '₹ 108.02' } });

    const placed = await placeOrder(shop, asha.cookie, withCoupon(lines, code.toLowerCase(), 108.02));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ total: 108.02, amountDue: 108.02, discount: 15.43, coupon: code, shippingCharge: 0 });
    // Half a paisa rounds up: 12.5% of ₹ 0.60 (2 × ₹ 0.30) is 7.5 paise, 8 paise off.
    const salt = await createProduct(shop, { rate: 0.3, stocks: 100, unit: 'Packet', kilogramOption: [1] });
    const half = await placeOrder(shop, asha.cookie, withCoupon([{ product: salt, quantity: 2 }], code, 0.52));
    expect(half.statusCode).toBe(201);
    expect(half.json().order.discount).toBe(0.08);
  });

  it('never takes off more than the items, and caps a percent by its most', async () => {
    const flat = nextCode('FLATBIG');
    const capped = nextCode('CAPPED');
    await addCoupon(shop, admin.cookie, { code: flat, kind: 'flat', value: 500 });
    await addCoupon(shop, admin.cookie, { code: capped, kind: 'percent', value: 50, maxDiscount: 25 });
    const dal = await createProduct(shop, { rate: 90, stocks: 100 });
    const free = await placeOrder(shop, ravi.cookie, withCoupon([{ product: dal, quantity: 1 }], flat, 0));
    expect(free.statusCode).toBe(201);
    expect(free.json().order).toMatchObject({ discount: 90, amountDue: 0 });
    const capOrder = await placeOrder(shop, ravi.cookie, withCoupon([{ product: dal, quantity: 1 }], capped, 65));
    expect(capOrder.statusCode).toBe(201);
    expect(capOrder.json().order.discount).toBe(25);
  });

  it("counts a shopper's uses, and a cancel gives the use back once", async () => {
    const code = nextCode('ONCE');
    await addCoupon(shop, admin.cookie, { code, kind: 'flat', value: 20, totalUses: 1 });
    const oil = await createProduct(shop, { rate: 150, stocks: 100 });
    const lines = [{ product: oil, quantity: 1 }];
    const first = await placeOrder(shop, asha.cookie, withCoupon(lines, code, 130));
    expect(first.statusCode).toBe(201);
    expect((await couponNamed(shop, admin.cookie, code))?.used).toBe(1);

    const again = await placeOrder(shop, asha.cookie, withCoupon(lines, code, 130));
    expect(again.json()).toMatchObject({ code: 'COUPON_INVALID', messageId: 'couponUsedUp' });
    // Used up for everyone.
    expect((await checkCoupon(shop, ravi.cookie, code, 150)).json().messageId).toBe('couponUsedUp');

    const orderId = first.json().order._id as string;
    expect((await cancel(orderId, asha.cookie)).statusCode).toBe(200);
    expect((await cancel(orderId, asha.cookie)).statusCode).toBe(409);
    const cancelledByOwner = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${orderId}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Cancelled' },
    });
    expect(cancelledByOwner.statusCode).toBe(409);
    expect((await couponNamed(shop, admin.cookie, code))?.used).toBe(0);
    // The use came back once: one more order takes it, the next is refused.
    expect((await placeOrder(shop, ravi.cookie, withCoupon(lines, code, 130))).statusCode).toBe(201);
    expect((await placeOrder(shop, asha.cookie, withCoupon(lines, code, 130))).json().messageId).toBe('couponUsedUp');
    expect((await couponNamed(shop, admin.cookie, code))?.used).toBe(1);
  });

  it('refuses a shopper past their own uses, saying so, while others may still use it', async () => {
    const code = nextCode('TWICE');
    await addCoupon(shop, admin.cookie, { code, kind: 'flat', value: 5, perShopper: 2 });
    const tea = await createProduct(shop, { rate: 60, stocks: 100 });
    const lines = [{ product: tea, quantity: 1 }];
    const placed = [];
    for (let i = 0; i < 2; i++) placed.push(await placeOrder(shop, asha.cookie, withCoupon(lines, code, 55)));
    expect(placed.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const third = await placeOrder(shop, asha.cookie, withCoupon(lines, code, 55));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'COUPON_INVALID',
      messageId: 'couponUsedByYou',
      message: `You Have Already Used Coupon ${code} As Many Times As One Shopper May (2)..!!`,
    });
    expect((await checkCoupon(shop, asha.cookie, code, 60)).json().messageId).toBe('couponUsedByYou');
    expect((await placeOrder(shop, ravi.cookie, withCoupon(lines, code, 55))).statusCode).toBe(201);
    // A cancelled order gives the shopper's use back too.
    expect((await cancel(placed[0]!.json().order._id, asha.cookie)).statusCode).toBe(200);
    expect((await placeOrder(shop, asha.cookie, withCoupon(lines, code, 55))).statusCode).toBe(201);
    expect((await couponNamed(shop, admin.cookie, code))?.used).toBe(3);
  });

  it('makes exactly totalUses orders when 20 shoppers order at once', async () => {
    const code = nextCode('RUSH');
    await addCoupon(shop, admin.cookie, { code, kind: 'flat', value: 10, totalUses: 3 });
    // A product each: no product's lock puts the checkouts in line, only the coupon's.
    const [shoppers, products] = await twentyShoppersAndProducts('Rush');
    const answers = await Promise.all(
      shoppers.map((shopper, i) => placeOrder(shop, shopper.cookie, withCoupon([{ product: products[i]!, quantity: 1 }], code, 40))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().messageId)).toEqual(
      Array(17).fill('couponUsedUp'),
    );
    expect((await couponNamed(shop, admin.cookie, code))?.used).toBe(3);
  });
});

describe('packing an order with a coupon', () => {
  it('figures a percent discount again on the packed items, capped, and keeps a flat one', async () => {
    const pct = nextCode('PACKPCT');
    const flat = nextCode('PACKFLAT');
    await addCoupon(shop, admin.cookie, { code: pct, kind: 'percent', value: 10, maxDiscount: 30 });
    await addCoupon(shop, admin.cookie, { code: flat, kind: 'flat', value: 50 });
    const mango = await createProduct(shop, { rate: 200, stocks: 100 });
    const apple = await createProduct(shop, { rate: 40, stocks: 100 });
    // 2 Kg mangoes and 1 Kg apples: ₹ 440, 10% is ₹ 44, capped at ₹ 30.
    const lines = [
      { product: mango, quantity: 2 },
      { product: apple, quantity: 1 },
    ];
    const placed = await placeOrder(shop, asha.cookie, withCoupon(lines, pct, 410));
    expect(placed.json().order.discount).toBe(30);
    // Packed as 1.234 Kg mangoes and no apples: ₹ 246.80, 10% is ₹ 24.68 (under the cap).
    const order = await packed(shop, admin.cookie, placed.json().order._id, [
      { _id: mango.id, packedQuantity: 1.234 },
      { _id: apple.id, packedQuantity: 0 },
    ]);
    expect(order).toMatchObject({ discount: 24.68, amountDue: 222.12, total: 410 });

    const flatOrder = await placeOrder(shop, ravi.cookie, withCoupon([{ product: apple, quantity: 2 }], flat, 30));
    expect(flatOrder.json().order).toMatchObject({ discount: 50, amountDue: 30 });
    const halfPacked = await packed(shop, admin.cookie, flatOrder.json().order._id, [{ _id: apple.id, packedQuantity: 1.5 }]);
    // ₹ 60 packed: the flat ₹ 50 stays.
    expect(halfPacked).toMatchObject({ discount: 50, amountDue: 10 });
    // Packed below the flat amount: never more off than the items.
    const littlePacked = await packed(shop, admin.cookie, flatOrder.json().order._id, [{ _id: apple.id, packedQuantity: 0.5 }]);
    expect(littlePacked).toMatchObject({ discount: 20, amountDue: 0 });
  });
});

if (testDbKind === 'postgres') {
  describe('uses across app servers', () => {
    it('makes exactly totalUses orders when 20 shoppers order at once through two app servers', async () => {
      const second = await createTestShop((c) => c, { besides: shop });
      try {
        const code = nextCode('TWOAPPS');
        await addCoupon(shop, admin.cookie, { code, kind: 'percent', value: 10, totalUses: 3 });
        const [shoppers, products] = await twentyShoppersAndProducts('Two');
        const answers = await Promise.all(
          shoppers.map((shopper, i) =>
            placeOrder(i % 2 ? second : shop, shopper.cookie, withCoupon([{ product: products[i]!, quantity: 1 }], code, 45)),
          ),
        );
        expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
        expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code)).toEqual(
          Array(17).fill('COUPON_INVALID'),
        );
        expect((await couponNamed(second, admin.cookie, code))?.used).toBe(3);
      } finally {
        await second.close();
      }
    });
  });
}
