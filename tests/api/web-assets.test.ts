import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress.js';
import { createTestShop, type TestShop } from '../support/app.js';

/**
 * The built web app as the server sends it: compressed copies made at build time (the Vite
 * plugin's own step, run on a small stand-in build), the caching of hashed and unhashed files,
 * and no page in place of a missing build file.
 */
const webDir = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
const page = `<!doctype html><html lang="en-IN"><head><title>Grocery Shop</title></head><body><div id="root"></div>${'<!-- shop -->'.repeat(200)}</body></html>`;
const script = `export const products = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ name: `Tomato ${i}`, rate: 40 })))};`;
const worker = `self.addEventListener('install', () => self.skipWaiting());${'//'.repeat(1000)}`;
const tinyScript = 'console.log("registered")';

let shop: TestShop;
beforeAll(async () => {
  writeFileSync(path.join(webDir, 'index.html'), page);
  writeFileSync(path.join(webDir, 'sw.js'), worker);
  writeFileSync(path.join(webDir, 'registerSW.js'), tinyScript);
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'index-3f2a1b9c.js'), script);
  for (const language of ['en', 'hi', 'mr'])
    writeFileSync(path.join(webDir, 'assets', `language-${language}-a1B2c3.js`), 'export const messages = {};');
  await precompressDir(webDir);
  shop = await createTestShop((config) => ({ ...config, serveWeb: true }), { webDir });
});
afterAll(async () => {
  await shop.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  shop.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('built web files', () => {
  it('are compressed at build time with brotli and gzip, except files too small to gain', () => {
    const files = readdirSync(webDir, { recursive: true }).map(String).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html.br',
        'index.html.gz',
        'sw.js.br',
        'sw.js.gz',
        'assets/index-3f2a1b9c.js.br',
        'assets/index-3f2a1b9c.js.gz',
      ]),
    );
    expect(files).not.toContain('registerSW.js.br');
  });

  it('send a hashed script as brotli to a browser that takes it, cached for a year', async () => {
    const response = await get('/assets/index-3f2a1b9c.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('send gzip to a browser without brotli, and the plain file to one that takes neither', async () => {
    const gzipped = await get('/assets/index-3f2a1b9c.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-3f2a1b9c.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each([
    ['the home page', '/'],
    ['a deep link answered by the single-page app', '/products/tomato'],
  ])('send %s compressed and revalidated on every visit (a new build shows at once)', async (_name, url) => {
    const response = await get(url, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  it('keep the service worker revalidated, so an update of the shop reaches every browser', async () => {
    const response = await get('/sw.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');

    const small = await get('/registerSW.js', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(tinyScript);
  });

  it.each(['/assets/old-chunk-1a2b3c.js', '/assets/index-0ld.css'])(
    'answer a missing build file %s with 404, never with the page as a script',
    async (url) => {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/text\/html/);
      expect(String(response.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    },
  );
});

describe("a page's catalogue", () => {
  const page = (url: string, cookie?: string) =>
    shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }).then((response) => response.headers.link);

  it("is preloaded with the page: the address's ?lang= first, then the lang cookie, else English", async () => {
    expect(await page('/')).toBe('</assets/language-en-a1B2c3.js>; rel=modulepreload');
    expect(await page('/products?lang=hi')).toBe('</assets/language-hi-a1B2c3.js>; rel=modulepreload');
    expect(await page('/cart', 'lang=mr')).toBe('</assets/language-mr-a1B2c3.js>; rel=modulepreload');
    expect(await page('/?lang=en', 'lang=mr')).toBe('</assets/language-en-a1B2c3.js>; rel=modulepreload');
    expect(await page('/', 'lang=fr')).toBe('</assets/language-en-a1B2c3.js>; rel=modulepreload');
  });

  it('is not announced on anything but a page', async () => {
    expect(await page('/assets/index-3f2a1b9c.js')).toBeUndefined();
    expect(await page('/api/health')).toBeUndefined();
  });
});
