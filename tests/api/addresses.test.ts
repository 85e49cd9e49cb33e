import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESSES_PER_SHOPPER } from '#common/schemas/addresses.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';

/** API.md "Delivery area, slots, settings, addresses": a shopper's own saved addresses. */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const home = { label: 'Home', address: '12 Market Yard', city: 'Sangli', pinCode: '416416', mobileNumber: '9876543210' };

const list = (who: SignedIn) => shop.app.inject({ method: 'GET', url: '/api/user/addresses', headers: { cookie: who.cookie } });
const add = (who: SignedIn, payload: Record<string, unknown>) =>
  shop.app.inject({ method: 'POST', url: '/api/user/addresses', headers: { cookie: who.cookie }, payload });
const change = (who: SignedIn, id: string, payload: Record<string, unknown>) =>
  shop.app.inject({ method: 'PUT', url: `/api/user/addresses/${id}`, headers: { cookie: who.cookie }, payload });
const remove = (who: SignedIn, id: string) =>
  shop.app.inject({ method: 'DELETE', url: `/api/user/addresses/${id}`, headers: { cookie: who.cookie } });

async function saved(who: SignedIn, payload: Record<string, unknown>) {
  const response = await add(who, payload);
  expect(response.statusCode).toBe(201);
  return response.json().address as { _id: string; label: string; isDefault: boolean };
}
const listed = async (who: SignedIn) => (await list(who)).json().addresses as { _id: string; label: string; isDefault: boolean }[];

describe('saving an address', () => {
  it('answers 201 with the address, the first one becoming the default', async () => {
    const asha = await signUp(shop);
    const response = await add(asha, home);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, address: { _id: expect.any(String), ...home, isDefault: true } });
    const second = await saved(asha, { ...home, label: 'Work' });
    expect(second.isDefault).toBe(false);
  });

  it.each([['+91 98765 43210'], ['098765-43210'], ['98765 43210'], ['(+91) 98765-43210'], ['919876543210']])(
    'keeps the 10 digits of a mobile number typed as %s',
    async (typed) => {
      const asha = await signUp(shop);
      expect((await saved(asha, { ...home, mobileNumber: typed })) as unknown).toMatchObject({ mobileNumber: '9876543210' });
    },
  );

  it.each([
    [{ label: '' }, 'Label: Required..!!'],
    [{ label: '   ' }, 'Label: Required..!!'],
    [{ label: 'x'.repeat(41) }, 'Label: At most 40 characters..!!'],
    [{ address: '' }, 'Address: Required..!!'],
    [{ address: 'x'.repeat(201) }, 'Address: At most 200 characters..!!'],
    [{ city: '' }, 'City: Required..!!'],
    [{ pinCode: '4164' }, 'Pin Code: Pin Code Should Be 6 Digit..!!'],
    [{ pinCode: 'abcdef' }, 'Pin Code: Pin Code Should Be 6 Digit..!!'],
    [{ mobileNumber: '98765' }, 'Mobile Number: Mobile Number Should Be 10 Digit..!!'],
    [{ mobileNumber: '+1 98765 43210' }, 'Mobile Number: Mobile Number Should Be 10 Digit..!!'],
    [{ mobileNumber: '98765432101' }, 'Mobile Number: Mobile Number Should Be 10 Digit..!!'],
    [{ isDefault: 'yes' }, 'Default: Must Be True Or False..!!'],
  ])('refuses %o with "%s" and saves nothing', async (bad, message) => {
    const asha = await signUp(shop);
    const response = await add(asha, { ...home, ...bad });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: [message] });
    expect(await listed(asha)).toEqual([]);
  });

  it('refuses a missing label', async () => {
    const asha = await signUp(shop);
    const { label: _none, ...unlabelled } = home;
    const response = await add(asha, unlabelled);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: ['Label: Required..!!'] });
  });

  it(`stops at ${ADDRESSES_PER_SHOPPER} addresses with a 409 that says what to do`, async () => {
    const asha = await signUp(shop);
    for (let n = 1; n <= ADDRESSES_PER_SHOPPER; n++) await saved(asha, { ...home, label: `Place ${n}` });
    const response = await add(asha, { ...home, label: 'One too many' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(`At Most ${ADDRESSES_PER_SHOPPER}`) });
    expect(await listed(asha)).toHaveLength(ADDRESSES_PER_SHOPPER);
  });

  it('keeps the bound and one default when a shopper saves many at once', async () => {
    const asha = await signUp(shop);
    const answers = await Promise.all(
      Array.from({ length: ADDRESSES_PER_SHOPPER + 3 }, (_, n) => add(asha, { ...home, label: `Place ${n}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(ADDRESSES_PER_SHOPPER).fill(201), 409, 409, 409]);
    const book = await listed(asha);
    expect(book).toHaveLength(ADDRESSES_PER_SHOPPER);
    expect(book.filter((a) => a.isDefault)).toHaveLength(1);
  });
});

describe('the list', () => {
  it('shows the default first, then the newest', async () => {
    const asha = await signUp(shop);
    const first = await saved(asha, { ...home, label: 'First' });
    await saved(asha, { ...home, label: 'Second' });
    await saved(asha, { ...home, label: 'Third' });
    const response = await list(asha);
    expect(response.statusCode).toBe(200);
    expect(response.json().addresses.map((a: { label: string }) => a.label)).toEqual(['First', 'Third', 'Second']);
    expect(response.json().addresses[0]).toEqual({ _id: first._id, ...home, label: 'First', isDefault: true });
  });
});

describe('the default', () => {
  it('moves to an address made default, in one step, whether saved or changed', async () => {
    const asha = await signUp(shop);
    const first = await saved(asha, { ...home, label: 'First' });
    const second = await saved(asha, { ...home, label: 'Second', isDefault: true });
    expect(second.isDefault).toBe(true);
    expect((await listed(asha)).map((a) => [a.label, a.isDefault])).toEqual([
      ['Second', true],
      ['First', false],
    ]);
    const made = await change(asha, first._id, { isDefault: true });
    expect(made.statusCode).toBe(200);
    expect(made.json().address).toMatchObject({ _id: first._id, isDefault: true });
    expect((await listed(asha)).map((a) => [a.label, a.isDefault])).toEqual([
      ['First', true],
      ['Second', false],
    ]);
  });

  it('stays where it is when the default is sent isDefault false', async () => {
    const asha = await signUp(shop);
    const first = await saved(asha, home);
    const response = await change(asha, first._id, { isDefault: false, label: 'House' });
    expect(response.statusCode).toBe(200);
    expect(response.json().address).toMatchObject({ label: 'House', isDefault: true });
  });

  it('passes to the newest remaining address when the default is deleted', async () => {
    const asha = await signUp(shop);
    const first = await saved(asha, { ...home, label: 'First' });
    await saved(asha, { ...home, label: 'Second' });
    await saved(asha, { ...home, label: 'Third' });
    const response = await remove(asha, first._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Address Deleted..!!', messageId: 'addressDeleted', values: {} });
    expect((await listed(asha)).map((a) => [a.label, a.isDefault])).toEqual([
      ['Third', true],
      ['Second', false],
    ]);
  });

  it('stays put when another address is deleted', async () => {
    const asha = await signUp(shop);
    await saved(asha, { ...home, label: 'First' });
    const second = await saved(asha, { ...home, label: 'Second' });
    await saved(asha, { ...home, label: 'Third' });
    expect((await remove(asha, second._id)).statusCode).toBe(200);
    expect((await listed(asha)).map((a) => [a.label, a.isDefault])).toEqual([
      ['First', true],
      ['Third', false],
    ]);
  });
});

describe('changing an address', () => {
  it('changes only the fields sent, normalising the mobile number', async () => {
    const asha = await signUp(shop);
    const first = await saved(asha, home);
    const response = await change(asha, first._id, { city: ' Miraj ', mobileNumber: '+91 91234-56780' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      address: { ...home, _id: first._id, city: 'Miraj', mobileNumber: '9123456780', isDefault: true },
    });
  });

  it('refuses an empty change and a bad field, changing nothing', async () => {
    const asha = await signUp(shop);
    const first = await saved(asha, home);
    const empty = await change(asha, first._id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', message: ['Address: Nothing To Change..!!'] });
    const bad = await change(asha, first._id, { label: '', pinCode: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.arrayContaining(['Label: Required..!!', 'Pin Code: Pin Code Should Be 6 Digit..!!']));
    expect(await listed(asha)).toEqual([{ _id: first._id, ...home, isDefault: true }]);
  });

  it('answers 404 for an address that does not exist, and 400 for a malformed id', async () => {
    const asha = await signUp(shop);
    const missing = await change(asha, randomUUID(), { label: 'Work' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const malformed = await change(asha, 'not-an-id', { label: 'Work' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION');
    expect((await remove(asha, 'not-an-id')).json().code).toBe('VALIDATION');
  });
});

describe('whose addresses', () => {
  it("keeps each shopper to their own: another's address is not listed, changed or deleted (404)", async () => {
    const asha = await signUp(shop, { firstName: 'Asha' });
    const ravi = await signUp(shop, { firstName: 'Ravi' });
    const ashas = await saved(asha, home);
    const ravis = await saved(ravi, { ...home, label: 'Ravi Home' });
    expect((await listed(asha)).map((a) => a._id)).toEqual([ashas._id]);
    expect((await listed(ravi)).map((a) => a._id)).toEqual([ravis._id]);

    const changed = await change(ravi, ashas._id, { label: 'Taken', isDefault: true });
    expect(changed.statusCode).toBe(404);
    expect(changed.json().code).toBe('NOT_FOUND');
    const deleted = await remove(ravi, ashas._id);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().code).toBe('NOT_FOUND');

    expect(await listed(asha)).toEqual([{ _id: ashas._id, ...home, isDefault: true }]);
    // Ravi's own default survived the refused attempt to make Asha's address his default.
    expect(await listed(ravi)).toEqual([{ _id: ravis._id, ...home, label: 'Ravi Home', isDefault: true }]);
  });

  it.each([
    ['GET', '/api/user/addresses'],
    ['POST', '/api/user/addresses'],
    ['PUT', `/api/user/addresses/${randomUUID()}`],
    ['DELETE', `/api/user/addresses/${randomUUID()}`],
  ] as const)('refuses a guest on %s %s with 401', async (method, url) => {
    const response = await shop.app.inject({ method, url, payload: method === 'POST' || method === 'PUT' ? home : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});
