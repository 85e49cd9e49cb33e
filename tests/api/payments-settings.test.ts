import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';

/** The owner's payment settings (API.md "Getting paid"): each field checked, and UPI taken only with a UPI ID. */
let shop: TestShop;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestShop(undefined, { settings: {} });
  admin = await signUp(shop, { role: 'Admin' });
});
afterAll(() => shop.close());

const save = (payload: Record<string, unknown>) =>
  shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin.cookie }, payload });

describe('the payment settings', () => {
  it.each([
    [{ paymentMethods: ['Cash', 'UPI'] }, 'UPI ID: Needed To Take UPI Payments..!!'],
    [{ upiId: 'sharmastores' }, 'UPI ID: Write It Like shopname@bank..!!'],
    [{ upiId: 'sharma stores@okaxis' }, 'UPI ID: Write It Like shopname@bank..!!'],
    [{ upiId: 'sharma@ok.axis' }, 'UPI ID: Write It Like shopname@bank..!!'],
    [{ paymentMethods: [] }, 'Payment Methods: Choose At Least One..!!'],
    [{ paymentMethods: ['Cash', 'Cheque'] }, 'Payment Methods: Choose From Cash, UPI And Credit..!!'],
    [{ paymentMethods: 'Cash' }, 'Payment Methods: Choose From Cash, UPI And Credit..!!'],
    [{ paymentMethods: Array(11).fill('Cash') }, 'Payment Methods: Choose Each Once..!!'],
    [{ maxUnpaidAmount: -1 }, 'Max Unpaid Amount: Must be 0 or more..!!'],
    [{ maxUnpaidAmount: 10.005 }, 'Max Unpaid Amount: At most 2 decimals..!!'],
    [{ upiName: 'x'.repeat(51) }, 'UPI Name: At Most 50 Characters..!!'],
  ])('refuses %j with 400', async (change, problem) => {
    const refused = await save(change);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual([problem]);
  });

  it('takes UPI with a UPI ID, and keeps the ID while UPI is taken', async () => {
    const saved = await save({
      paymentMethods: ['UPI', 'Cash', 'UPI'],
      upiId: ' 9876543210@ybl ',
      upiName: 'Sharma Stores',
      maxUnpaidAmount: '2500',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({
      paymentMethods: ['UPI', 'Cash'],
      upiId: '9876543210@ybl',
      upiName: 'Sharma Stores',
      maxUnpaidAmount: 2500,
    });
    const cleared = await save({ upiId: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toEqual(['UPI ID: Needed To Take UPI Payments..!!']);
    const publicSettings = (await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().settings;
    expect(publicSettings).toMatchObject({ paymentMethods: ['UPI', 'Cash'], upiId: '9876543210@ybl' });
  });
});
