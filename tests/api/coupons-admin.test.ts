import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { addCoupon, listCoupons, postCoupon, putCoupon } from '#tests/support/coupons.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';

/** API.md "Offers and the delivery charge": the owner's coupons and every rule of their fields (decision 0062). */
let shop: TestShop;
let admin: SignedIn;
let shopper: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  shopper = await signUp(shop);
});
afterAll(() => shop.close());

const problemsOf = (answer: { json: () => { message: string | string[] } }) => [answer.json().message].flat();

describe('the owner adding, editing, pausing and deleting coupons', () => {
  it('adds a coupon with its defaults, upper-cases its code and lists it with its uses so far', async () => {
    const added = await postCoupon(shop, admin.cookie, { code: 'diwali10', kind: 'percent', value: 10, maxDiscount: 50 });
    expect(added.statusCode).toBe(201);
    const coupon = added.json().coupon;
    expect(coupon).toMatchObject({
      code: 'DIWALI10',
      kind: 'percent',
      value: 10,
      minAmount: 0,
      maxDiscount: 50,
      validFrom: null,
      validTo: null,
      perShopper: 1,
      totalUses: null,
      used: 0,
      active: true,
    });
    expect((await listCoupons(shop, admin.cookie)).find((c) => c._id === coupon._id)).toEqual(coupon);
  });

  it('edits the fields given, pauses and resumes a coupon, and deletes it', async () => {
    const coupon = await addCoupon(shop, admin.cookie, { code: 'FLAT50', kind: 'flat', value: 50, minAmount: 300 });
    const edited = await putCoupon(shop, admin.cookie, coupon._id, { value: 60.5, validFrom: '2026-12-01', validTo: '2026-12-31' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().coupon).toMatchObject({
      code: 'FLAT50',
      value: 60.5,
      minAmount: 300,
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
    });
    const paused = await putCoupon(shop, admin.cookie, coupon._id, { active: false });
    expect(paused.json().coupon.active).toBe(false);
    expect((await putCoupon(shop, admin.cookie, coupon._id, { active: true })).json().coupon.active).toBe(true);

    const deleted = await shop.app.inject({ method: 'DELETE', url: `/api/admin/coupons/${coupon._id}`, headers: { cookie: admin.cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Coupon Deleted..!!' });
    expect((await listCoupons(shop, admin.cookie)).some((c) => c._id === coupon._id)).toBe(false);
    const again = await shop.app.inject({ method: 'DELETE', url: `/api/admin/coupons/${coupon._id}`, headers: { cookie: admin.cookie } });
    expect(again.statusCode).toBe(404);
    expect((await putCoupon(shop, admin.cookie, coupon._id, { active: false })).statusCode).toBe(404);
  });

  it('refuses a code of other characters or of the wrong length (400), and a code taken in any case (409)', async () => {
    for (const code of ['SAVE-10', 'save 10', 'AB', 'A'.repeat(21), 'छूट100']) {
      const refused = await postCoupon(shop, admin.cookie, { code, kind: 'flat', value: 10 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION');
      expect(problemsOf(refused), code).toContain('Code: Use 3 To 20 Letters And Digits..!!');
    }
    await addCoupon(shop, admin.cookie, { code: 'MONSOON', kind: 'flat', value: 10 });
    const taken = await postCoupon(shop, admin.cookie, { code: 'monsoon', kind: 'percent', value: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', message: 'Coupon Code MONSOON Already Exists..!!' });
    const other = await addCoupon(shop, admin.cookie, { code: 'SUMMER', kind: 'flat', value: 10 });
    const renamed = await putCoupon(shop, admin.cookie, other._id, { code: 'Monsoon' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('CONFLICT');
  });

  it('refuses a percent over 100, a value of 0 or less, a negative minimum and validTo before validFrom', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'PCT101', kind: 'percent', value: 100.5 }, 'Value: A Percent Is At Most 100..!!'],
      [{ code: 'NEG', kind: 'flat', value: -5 }, 'Value: Must be more than 0..!!'],
      [{ code: 'ZERO', kind: 'percent', value: 0 }, 'Value: Must be more than 0..!!'],
      [{ code: 'MINNEG', kind: 'flat', value: 5, minAmount: -1 }, 'Minimum Amount: Must be 0 or more..!!'],
      [{ code: 'CAPNEG', kind: 'percent', value: 5, maxDiscount: -10 }, 'Max Discount: Must be more than 0..!!'],
      [{ code: 'USES0', kind: 'flat', value: 5, totalUses: 0 }, 'Total Uses: At Least 1..!!'],
      [
        { code: 'DATES', kind: 'flat', value: 5, validFrom: '2026-12-10', validTo: '2026-12-09' },
        'Valid To: Must Not Be Before Valid From..!!',
      ],
    ];
    for (const [body, problem] of cases) {
      const refused = await postCoupon(shop, admin.cookie, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(problemsOf(refused)).toContain(problem);
    }
    // An edit is checked as a whole: the stored start against a new end, the stored kind against a new value.
    const coupon = await addCoupon(shop, admin.cookie, { code: 'WINTER', kind: 'percent', value: 20, validFrom: '2026-12-10' });
    const early = await putCoupon(shop, admin.cookie, coupon._id, { validTo: '2026-12-01' });
    expect(early.statusCode).toBe(400);
    expect(problemsOf(early)).toEqual(['Valid To: Must Not Be Before Valid From..!!']);
    const over = await putCoupon(shop, admin.cookie, coupon._id, { value: 150 });
    expect(problemsOf(over)).toEqual(['Value: A Percent Is At Most 100..!!']);
    // As flat, 150 is rupees off.
    expect((await putCoupon(shop, admin.cookie, coupon._id, { kind: 'flat', value: 150 })).json().coupon).toMatchObject({
      kind: 'flat',
      value: 150,
    });
    expect((await putCoupon(shop, admin.cookie, coupon._id, {})).statusCode).toBe(400);
  });

  it("records each of the owner's changes in the audit log", async () => {
    const coupon = await addCoupon(shop, admin.cookie, { code: 'AUDITED', kind: 'flat', value: 15 });
    await putCoupon(shop, admin.cookie, coupon._id, { value: 20 });
    await shop.app.inject({ method: 'DELETE', url: `/api/admin/coupons/${coupon._id}`, headers: { cookie: admin.cookie } });
    const log = await shop.app.inject({ method: 'GET', url: '/api/admin/audit?limit=3', headers: { cookie: admin.cookie } });
    const entries = (log.json().entries as { action: string; target: string; detail: Record<string, unknown> }[]).slice(0, 3);
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ['coupon.delete', `coupon:${coupon._id}`],
      ['coupon.update', `coupon:${coupon._id}`],
      ['coupon.create', `coupon:${coupon._id}`],
    ]);
    expect(entries[1]?.detail).toMatchObject({ record: 'AUDITED', before: { value: 15 }, after: { value: 20 } });
  });

  it('keeps the coupons to the Admin', async () => {
    const list = await shop.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: { cookie: shopper.cookie } });
    expect(list.statusCode).toBe(403);
    expect((await postCoupon(shop, shopper.cookie, { code: 'MINE', kind: 'flat', value: 10 })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/coupons' })).statusCode).toBe(401);
  });
});
