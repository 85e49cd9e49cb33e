import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measurePrecache, precacheUrlsOf } from '../../bench/web/size.js';

/** The bench's reading of the service worker's precache list (`npm run bench`, docs/performance.md). */
let webDir: string | undefined;
afterEach(async () => {
  if (webDir) await rm(webDir, { recursive: true, force: true });
  webDir = undefined;
});

async function buildFolder(files: Record<string, string>): Promise<string> {
  webDir = await mkdtemp(path.join(tmpdir(), 'shop-precache-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(webDir, name)), { recursive: true });
    await writeFile(path.join(webDir, name), text);
  }
  return webDir;
}

describe('the precache list of a built service worker', () => {
  it("reads generateSW's inlined code and injectManifest's JSON, keys in either order", () => {
    const generated =
      'define(["./workbox-1"],function(s){s.precacheAndRoute([{url:"assets/index-a1.js",revision:null},{url:"index.html",revision:"8dd6"}],{}),s.registerRoute(new s.NavigationRoute({url:s,sameOrigin:e}))});';
    expect(precacheUrlsOf(generated)).toEqual(['assets/index-a1.js', 'index.html']);
    const injected = 'precacheAndRoute([{"revision":null,"url":"assets/index-a1.js"},{"revision":"3ca0","url":"icons/logo.svg"}]);';
    expect(precacheUrlsOf(injected)).toEqual(['assets/index-a1.js', 'icons/logo.svg']);
  });

  it('counts every entry and sizes each distinct file once, from the build folder', async () => {
    const dir = await buildFolder({
      'sw.js': 'precacheAndRoute([{url:"index.html",revision:"1"},{url:"/assets/a.js",revision:null},{url:"index.html",revision:"1"}]);',
      'index.html': '<!doctype html><title>Shop</title>',
      'assets/a.js': 'export const a = 1;\n'.repeat(50),
    });
    const precache = await measurePrecache(dir);
    expect(precache).toMatchObject({ serviceWorker: 'sw.js', entries: 3, files: 2, missing: [] });
    expect(precache?.total.raw).toBe('<!doctype html><title>Shop</title>'.length + 'export const a = 1;\n'.length * 50);
    expect(precache?.total.gzip).toBeLessThan(precache?.total.raw ?? 0);
    expect(precache?.total.brotli).toBeGreaterThan(0);
  });

  it('names a listed file the build does not have, and is absent when there is no service worker', async () => {
    const dir = await buildFolder({ 'sw.js': '[{"url":"assets/gone.js","revision":null}]' });
    expect(await measurePrecache(dir)).toMatchObject({ entries: 1, files: 1, missing: ['assets/gone.js'], total: { raw: 0 } });
    expect(await measurePrecache(dir, 'other-sw.js')).toBeUndefined();
  });
});
