import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory } from '../support/catalog-fixtures.js';
import { signUp } from '../support/factories.js';

/**
 * Trust case 7 (docs/trust.md): the headers that keep a browser safe, on the pages, on the API
 * (errors included) and on uploaded files. A small stand-in web build is served, so the test
 * does not depend on `vite build` having run. Cookie flags: tests/api/auth.test.ts.
 */
const webDir = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
let shop: TestShop;
let imageUrl: string;
beforeAll(async () => {
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'index-3f2a1b.js'), 'console.log("shop")');
  shop = await createTestShop((config) => ({ ...config, serveWeb: true }), { webDir });
  const admin = await signUp(shop, { role: 'Admin' });
  imageUrl = (await addCategory(shop, admin.cookie)).categoryImage;
});
afterAll(async () => {
  await shop.close();
  rmSync(webDir, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;

/** "a b; c d" -> { a: ['b'], c: ['d'] } (helmet separates directives with ';' alone). */
function directivesOf(headers: Headers): Record<string, string[]> {
  const csp = String(headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectPageHeaders(headers: Headers): void {
  const csp = directivesOf(headers);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it.each([
    ['the home page', '/'],
    ['a deep link answered by the single-page app', '/myorders/some-order'],
    ['a built script', '/assets/index-3f2a1b.js'],
  ])('guard %s', async (_name, url) => {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    if (!url.startsWith('/assets')) expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectPageHeaders(response.headers);
  });

  it.each([
    ['a success', 'GET', '/api/health', 200],
    ['a refused login', 'POST', '/api/user/login', 400],
    ['a guest at a signed-in call', 'GET', '/api/user/my/orders', 401],
    ['an unknown API path', 'GET', '/api/nothing', 404],
  ] as const)('guard the API: %s', async (_name, method, url, status) => {
    const response = await shop.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectPageHeaders(response.headers);
  });

  it('serve uploaded files as images that may run nothing, even when opened on their own', async () => {
    const response = await shop.app.inject({ method: 'GET', url: imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = directivesOf(response.headers);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeUndefined();
    expect(csp).toHaveProperty('sandbox');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');

    const missing = await shop.app.inject({ method: 'GET', url: '/uploads/00000000-0000-4000-8000-000000000000.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });
});
