import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { signUp } from '../support/factories.js';

/**
 * The `signed_in` hint beside the session cookie (docs/decisions/0020-storefront-pages.md): the
 * web app asks for the user only when it is there, so a guest's visit makes no refused request.
 * The API's own answers stay the contract's (401 for a guest who asks).
 */
const webDir = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
let shop: TestShop;
beforeAll(async () => {
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en-IN"><head><title>Grocery Shop</title></head><body></body></html>',
  );
  shop = await createTestShop((config) => ({ ...config, serveWeb: true }), { webDir });
});
afterAll(async () => {
  await shop.close();
  rmSync(webDir, { recursive: true, force: true });
});

const setCookies = (response: { headers: Record<string, unknown> }): string[] =>
  [response.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
const hintOf = (response: { headers: Record<string, unknown> }) => setCookies(response).find((c) => c.startsWith('signed_in='));
const me = (cookie?: string) => shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: cookie ? { cookie } : {} });
const page = (cookie?: string) => shop.app.inject({ method: 'GET', url: '/products', headers: cookie ? { cookie } : {} });

describe('the signed-in hint', () => {
  it('is set by a login beside the session cookie, readable by the page and as long-lived', async () => {
    const { email, password } = await signUp(shop);
    const response = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
    expect(response.statusCode).toBe(200);
    const [session, hint] = setCookies(response);
    expect(session).toMatch(/^session=[\w-]{40,};.*HttpOnly/);
    expect(hint).toMatch(/^signed_in=1; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    expect(session).toMatch(/Max-Age=2592000;/);
  });

  it('is cleared with the session by a logout', async () => {
    const { cookie } = await signUp(shop);
    const out = await shop.app.inject({ method: 'GET', url: '/api/user/logOut', headers: { cookie: `${cookie}; signed_in=1` } });
    expect(out.statusCode).toBe(200);
    expect(setCookies(out)[0]).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    expect(hintOf(out)).toMatch(/^signed_in=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('is cleared, with the dead session cookie, when a session has expired: the page asks once', async () => {
    const { cookie } = await signUp(shop);
    expect((await me(`${cookie}; signed_in=1`)).statusCode).toBe(200);
    shop.advanceClock(shop.config.session.idleMs + 60_000);
    const after = await me(`${cookie}; signed_in=1`);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(setCookies(after)[0]).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    expect(hintOf(after)).toMatch(/^signed_in=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('leaves a guest who asks with no cookie the contract’s 401 and sets nothing', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('follows the session cookie a page is asked with: set when missing, cleared when alone, else untouched', async () => {
    const { cookie } = await signUp(shop);
    const older = await page(cookie);
    expect(older.statusCode).toBe(200);
    expect(hintOf(older)).toMatch(/^signed_in=1; Max-Age=\d+; Path=\/; SameSite=Lax$/);

    const alone = await page('signed_in=1');
    expect(hintOf(alone)).toMatch(/^signed_in=;.*Expires=Thu, 01 Jan 1970/);

    expect((await page(`${cookie}; signed_in=1`)).headers['set-cookie']).toBeUndefined();
    expect((await page()).headers['set-cookie']).toBeUndefined();
  });
});

describe('the signed-in hint over https', () => {
  let secure: TestShop;
  beforeAll(async () => {
    secure = await createTestShop((config) => ({ ...config, cookieSecure: true }));
  });
  afterAll(() => secure.close());

  it('is Secure like the session cookie, and still readable by the page', async () => {
    const { email, password } = await signUp(secure);
    const response = await secure.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
    const hint = hintOf(response);
    expect(hint).toMatch(/^signed_in=1;.*; Secure/);
    expect(hint).not.toMatch(/HttpOnly/);
  });
});
