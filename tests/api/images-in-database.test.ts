import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImages } from '#server/db/schema.js';
import { createImageStorage } from '#server/lib/configured-image-storage.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct, keyOf, sendForm, solidImage } from '../support/catalog-fixtures.js';
import { testDbKind } from '../support/database.js';
import { type SignedIn, signUp } from '../support/factories.js';

describe('the picture store', () => {
  it('is the database only on PostgreSQL', async () => {
    const shop = await createTestShop();
    try {
      const database = { ...shop.config, imageStore: 'database' as const };
      if (testDbKind === 'pglite') {
        expect(() => createImageStorage(database, shop.database)).toThrow('IMAGE_STORE=database needs DATABASE_URL');
      } else {
        expect(createImageStorage(database, shop.database).kind).toBe('database');
      }
      expect(createImageStorage(shop.config, shop.database).kind).toBe('disk');
    } finally {
      await shop.close();
    }
  });
});

if (testDbKind === 'postgres') {
  describe('pictures in PostgreSQL, served by every app server', () => {
    let one: TestShop;
    let two: TestShop;
    let admin: SignedIn;
    let category: string;
    beforeAll(async () => {
      one = await createTestShop((config) => ({ ...config, imageStore: 'database' }));
      two = await createTestShop((config) => ({ ...config, imageStore: 'database' }), { besides: one });
      admin = await signUp(one, { role: 'Admin' });
      category = (await addCategory(one, admin.cookie))._id;
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
    });

    const keysInDatabase = async (urls: string[]) => {
      const rows = await one.database.db.select({ key: storedImages.key }).from(storedImages);
      const kept = new Set(rows.map((r) => r.key));
      return urls.filter((url) => kept.has(keyOf(url)));
    };

    it('an upload through one server is served by the other, as the disk serves it, and no file is written', async () => {
      const product = await addProduct(one, admin.cookie, { category, name: 'Brinjal' });
      for (const url of [product.url, product.thumbnailUrl]) {
        const answer = await two.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['content-type']).toBe('image/webp');
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
        expect(answer.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
        const again = await two.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(answer.headers.etag) } });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
      for (const shop of [one, two]) expect(existsSync(path.join(shop.config.dataDir, 'uploads'))).toBe(false);
    });

    it('a replaced picture is removed from the database after the save; the new one is served', async () => {
      const product = await addProduct(one, admin.cookie, { category, name: 'Okra' });
      const image = await solidImage('jpeg', { colour: '#1e88e5' });
      const saved = await sendForm(
        two,
        'PUT',
        `/api/product/update/${product._id}`,
        {
          name: 'Okra',
          unit: 'Kg',
          rate: 40,
          stocks: 25,
          category,
          kilogramOption: [0.5, 1],
          image: { filename: 'okra.jpg', contentType: 'image/jpeg', data: image },
        },
        admin.cookie,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const now = saved.json().product;
      expect(await keysInDatabase([product.url, product.thumbnailUrl])).toEqual([]);
      expect(await keysInDatabase([now.url, now.thumbnailUrl])).toEqual([now.url, now.thumbnailUrl]);
      expect((await one.app.inject({ method: 'GET', url: now.url })).statusCode).toBe(200);
      const gone = await one.app.inject({ method: 'GET', url: product.url });
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['cache-control']).toBeUndefined();
      expect(gone.json()).toMatchObject({ success: false });
    });

    it('a deleted product takes its picture with it', async () => {
      const product = await addProduct(one, admin.cookie, { category, name: 'Radish' });
      const deleted = await two.app.inject({
        method: 'DELETE',
        url: `/api/product/delete/${product._id}`,
        headers: { cookie: admin.cookie },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await keysInDatabase([product.url, product.thumbnailUrl])).toEqual([]);
    });

    it('answers 404 for keys that were never stored or could not be', async () => {
      for (const url of ['/uploads/00000000-0000-4000-8000-000000000000.webp', '/uploads/..%2Fpasswd', '/uploads/Tomato.webp']) {
        const answer = await two.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
      }
      const [row] = await one.database.db.select().from(storedImages).where(eq(storedImages.key, '..%2Fpasswd'));
      expect(row).toBeUndefined();
    });
  });
}
