import { describe, expect, it } from 'vitest';
import { forgetCachedAnswers, noteAnswer, oldestCachedAnswer, subscribeCachedAnswers } from '#web/lib/cached-answers.js';
import { isCatalogueRequest, SEEN_AT_HEADER, stampSeenAt } from '#web/lib/catalogue-cache.js';

/** The service worker's catalogue rules and the page's note of cached answers (decision 0066). */
describe('the catalogue the service worker keeps', () => {
  it('is what anyone may read to browse and confirm, never a shopper’s own answers', () => {
    for (const path of [
      '/api/product/getAllProducts',
      '/api/product/recent/products',
      '/api/product/getSingleProduct/0d8f6f0e-6f35-4c36-9a5e-4a1f8f0e9a11',
      '/api/product/byIds',
      '/api/category/get',
      '/api/user/get/reviews',
      '/api/settings',
      '/api/delivery/slots',
      '/api/delivery/check',
    ])
      expect(isCatalogueRequest(path), path).toBe(true);
    for (const path of [
      '/api/user/getloggeduser',
      '/api/user/my/orders',
      '/api/user/my/khata',
      '/api/user/addresses',
      '/api/admin/products',
      '/api/product/suggest',
      '/api/settingsX',
      '/api/product/getSingleProduct/a/b',
    ])
      expect(isCatalogueRequest(path), path).toBe(false);
  });

  it('stamps the kept copy with when it was seen, keeping the answer and its headers', async () => {
    const answer = new Response(JSON.stringify({ products: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    const kept = await stampSeenAt(answer, new Date('2026-11-30T05:12:00Z'));
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-type')).toBe('application/json');
    expect(kept.headers.get(SEEN_AT_HEADER)).toBe('2026-11-30T05:12:00.000Z');
    expect(await kept.json()).toEqual({ products: [] });
  });
});

describe('the cached answers on screen', () => {
  it('say the oldest time seen until fresh answers replace them, and tell who listens', () => {
    forgetCachedAnswers();
    let heard = 0;
    const stop = subscribeCachedAnswers(() => {
      heard += 1;
    });
    noteAnswer('/api/product/byIds?ids=a', '2026-11-30T05:12:00.000Z');
    noteAnswer('/api/category/get', '2026-11-30T04:00:00.000Z');
    expect(oldestCachedAnswer()).toBe('2026-11-30T04:00:00.000Z');
    noteAnswer('/api/category/get', null);
    expect(oldestCachedAnswer()).toBe('2026-11-30T05:12:00.000Z');
    noteAnswer('/api/settings', null); // a fresh answer never cached changes nothing
    forgetCachedAnswers();
    expect(oldestCachedAnswer()).toBeNull();
    stop();
    expect(heard).toBe(4);
  });
});
