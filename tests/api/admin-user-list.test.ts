import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';

/** API.md "The owner's admin at scale": the owner's users list searched by name or e-mail and paged. */
let shop: TestShop;
let admin: SignedIn;
let zubin: SignedIn;
/** Every account, oldest first (the list's order). */
const accounts: string[] = [];

const list = (query = '', cookie = admin.cookie) =>
  shop.app.inject({ method: 'GET', url: `/api/user/admin/user${query}`, headers: { cookie } });

async function listed(query = '') {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsOf = (answer: { AllUsers: { _id: string }[] }) => answer.AllUsers.map((u) => u._id);

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  accounts.push(admin.user._id);
  for (let n = 0; n < 6; n++) accounts.push((await signUp(shop, { firstName: `Shopper${n}` })).user._id);
  zubin = await signUp(shop, { firstName: 'Zubin' });
  accounts.push(zubin.user._id);
});
afterAll(() => shop.close());

describe("the owner's users list", () => {
  it('answers every account oldest first without a page, as before, with the counts beside', async () => {
    const answer = await listed();
    expect(idsOf(answer)).toEqual(accounts);
    expect(answer).toMatchObject({ success: true, userDocCount: 8, page: 1, pages: 1, matched: 8 });
    expect(answer.AllUsers[0]).not.toHaveProperty('passwordHash');
  });

  it('pages the accounts, each exactly once', async () => {
    const first = await listed('?page=1&limit=3');
    expect(first).toMatchObject({ page: 1, pages: 3, matched: 8, userDocCount: 8 });
    const seen = [...idsOf(first), ...idsOf(await listed('?page=2&limit=3')), ...idsOf(await listed('?page=3&limit=3'))];
    expect(seen).toEqual(accounts);
    expect((await listed('?page=1')).AllUsers).toHaveLength(8);
  });

  it('finds people by any part of their name or e-mail, in any case, keeping the shop total', async () => {
    expect(idsOf(await listed('?q=zUBi'))).toEqual([zubin.user._id]);
    expect(idsOf(await listed('?q=zubin%20patil'))).toEqual([zubin.user._id]);
    expect(idsOf(await listed(`?q=${zubin.email.slice(10, 22).toUpperCase()}`))).toEqual([zubin.user._id]);
    const shoppers = await listed('?q=shopper&page=2&limit=4');
    // Every e-mail holds "shopper": all eight match.
    expect(shoppers).toMatchObject({ matched: 8, pages: 2, userDocCount: 8 });
    const named = await listed('?q=Shopper1&page=1');
    expect(named).toMatchObject({ matched: 1, userDocCount: 8 });
    expect(idsOf(named)).toEqual([accounts[2]]);
  });

  it('takes the search literally and treats a blank one as none', async () => {
    expect((await listed('?q=%25')).matched).toBe(0);
    expect((await listed('?q=%20')).matched).toBe(8);
  });

  it('refuses bad pages and searches with the shared 400 answer', async () => {
    for (const [query, message] of [
      ['?page=0', 'Page: Must be 1 or more..!!'],
      ['?page=1&limit=101', 'Limit: Must be at most 100..!!'],
      ['?page=2.5', 'Page: Must be a whole number..!!'],
      [`?q=${'x'.repeat(101)}`, 'Search: At most 100 characters..!!'],
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'VALIDATION', message: [message] });
    }
  });

  it('keeps the list to Admins', async () => {
    expect((await list('?q=a', zubin.cookie)).statusCode).toBe(403);
  });
});
