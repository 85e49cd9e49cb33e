import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '#common/schemas/catalog.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct, catalogRowCounts, keyOf, sendForm, solidImage, uploadedFiles } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { dataUrlOf, type FilePart, type FormValue, multipartBody } from '../support/multipart.js';

let shop: TestShop;
let admin: SignedIn;
let category: Category;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  category = await addCategory(shop, admin.cookie, 'Vegetables');
});
afterAll(() => shop.close());

const FIVE_MB = 5 * 1024 * 1024;
const file = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): FilePart => ({ filename, contentType, data });
const productForm = (image: FormValue) => ({
  name: 'Tomato',
  unit: 'Kg',
  rate: '40',
  stocks: '10',
  category: category._id,
  kilogramOption: ['0.5', '1'],
  image,
});
const rowCounts = () => catalogRowCounts(shop);

/** Uploads an image with the product form and returns the stored large image's bytes. */
async function uploadAndFetch(image: FormValue) {
  const response = await sendForm(shop, 'POST', '/api/product/add', productForm(image), admin.cookie);
  expect(response.statusCode, response.body).toBe(201);
  const { url, thumbnailUrl } = response.json().product;
  const served = await shop.app.inject({ method: 'GET', url });
  const thumbnail = await shop.app.inject({ method: 'GET', url: thumbnailUrl });
  return { served, large: served.rawPayload, thumbnail: thumbnail.rawPayload };
}

/** Sends a refused upload and checks the status, the code, and that nothing was stored. */
async function expectRefusedUpload(image: FormValue, status: number, code: string) {
  const files = uploadedFiles(shop);
  const rows = await rowCounts();
  const response = await sendForm(shop, 'POST', '/api/product/add', productForm(image), admin.cookie);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, code });
  expect(uploadedFiles(shop)).toEqual(files);
  expect(await rowCounts()).toEqual(rows);
  return response.json();
}

describe('accepted images', () => {
  it('re-encodes a JPEG to WebP and serves it with a year-long immutable cache', async () => {
    const { served, large } = await uploadAndFetch(file(await solidImage('jpeg'), 'tomato.jpg', 'image/jpeg'));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.headers['cache-control']).toMatch(/immutable/);
    expect((await sharp(large).metadata()).format).toBe('webp');
  });

  it.each(['png', 'webp', 'avif', 'gif'] as const)('accepts %s', async (format) => {
    const { large } = await uploadAndFetch(file(await solidImage(format), `image.${format}`, `image/${format}`));
    expect((await sharp(large).metadata()).format).toBe('webp');
  });

  it('accepts a data-URL field, trusting the bytes over the declared type', async () => {
    const { large } = await uploadAndFetch(dataUrlOf(await solidImage('jpeg'), 'image/png'));
    expect((await sharp(large).metadata()).width).toBe(64);
  });

  it('accepts base64 broken into lines', async () => {
    const lines = (await solidImage('png')).toString('base64').replace(/(.{76})/g, '$1\r\n');
    const { large } = await uploadAndFetch(`data:image/png;base64,${lines}`);
    expect((await sharp(large).metadata()).format).toBe('webp');
  });

  it('shrinks a large photo to 1200 px with a 400 px thumbnail, and never enlarges a small one', async () => {
    const big = await solidImage('jpeg', { width: 2400, height: 1600 });
    const { large, thumbnail } = await uploadAndFetch(file(big, 'big.jpg', 'image/jpeg'));
    expect(await sharp(large).metadata()).toMatchObject({ width: 1200, height: 800 });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 400, height: 267 });
    const small = await uploadAndFetch(file(await solidImage('png', { width: 120, height: 90 })));
    expect(await sharp(small.large).metadata()).toMatchObject({ width: 120, height: 90 });
  });

  it('turns a photo upright by its EXIF orientation and drops the camera metadata', async () => {
    const photo = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#fdd835' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCam', Copyright: 'secret place' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { large } = await uploadAndFetch(file(photo, 'photo.jpg', 'image/jpeg'));
    const stored = await sharp(large).metadata();
    expect(stored).toMatchObject({ width: 40, height: 80 });
    expect(stored.exif).toBeUndefined();
    expect(large.includes(Buffer.from('PhoneCam'))).toBe(false);
  });
});

describe('refused images leave nothing behind', () => {
  it('refuses an SVG carrying a script with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><circle r="5"/></svg>',
    );
    const body = await expectRefusedUpload(file(svg, 'logo.svg', 'image/svg+xml'), 415, 'UNSUPPORTED_MEDIA');
    expect(body.message).toBe('Image: Only JPEG, PNG, WebP, AVIF or GIF Images Are Allowed..!!');
    await expectRefusedUpload(dataUrlOf(svg, 'image/svg+xml'), 415, 'UNSUPPORTED_MEDIA');
    await expectRefusedUpload(`data:image/svg+xml,${encodeURIComponent(svg.toString())}`, 415, 'UNSUPPORTED_MEDIA');
  });

  it('refuses an HTML page renamed to .png', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    await expectRefusedUpload(file(html, 'innocent.png', 'image/png'), 415, 'UNSUPPORTED_MEDIA');
  });

  it('refuses a TIFF, which is an image but not one the shop takes', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    await expectRefusedUpload(file(tiff, 'scan.tiff', 'image/tiff'), 415, 'UNSUPPORTED_MEDIA');
  });

  it.each(['png', 'jpeg'] as const)('refuses a truncated %s', async (format) => {
    const whole = await solidImage(format, { width: 300, height: 200 });
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    const body = await expectRefusedUpload(file(cut), 415, 'UNSUPPORTED_MEDIA');
    expect(body.message).toMatch(/^Image: The File Is Damaged/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const header = await solidImage('png');
    const huge = Buffer.concat([header, Buffer.alloc(FIVE_MB + 1 - header.length, 7)]);
    const body = await expectRefusedUpload(file(huge), 413, 'PAYLOAD_TOO_LARGE');
    expect(body.message).toBe('Image: At Most 5 MB Is Allowed..!!');
  });

  it('refuses a data URL whose image is over 5 MB, or far over the field limit, with 413', async () => {
    await expectRefusedUpload(dataUrlOf(Buffer.alloc(FIVE_MB + 1024, 1)), 413, 'PAYLOAD_TOO_LARGE');
    await expectRefusedUpload(dataUrlOf(Buffer.alloc(FIVE_MB * 2, 1)), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses an image over 40 megapixels, even a small file', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(FIVE_MB);
    const body = await expectRefusedUpload(file(bomb), 413, 'PAYLOAD_TOO_LARGE');
    expect(body.message).toBe('Image: At Most 40 Megapixels Are Allowed..!!');
  });

  it('refuses a data URL that is not base64', async () => {
    const body = await expectRefusedUpload('data:image/png;base64,@@not*base64@@', 400, 'VALIDATION');
    expect(body.message).toBe('Image: The Data URL Is Not Valid..!!');
    await expectRefusedUpload('data:image/png,%E0%A4%A', 400, 'VALIDATION');
  });

  it('refuses an empty file', async () => {
    await expectRefusedUpload(file(Buffer.alloc(0), 'empty.png'), 400, 'VALIDATION');
  });
});

describe('malformed requests get a 4xx, never a 500', () => {
  it('answers a truncated multipart body with 400', async () => {
    const { payload, headers } = multipartBody(productForm(file(await solidImage('png'))));
    const files = uploadedFiles(shop);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/product/add',
      payload: payload.subarray(0, payload.length - 200),
      headers: { ...headers, cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(uploadedFiles(shop)).toEqual(files);
  });

  it('answers a multipart type without a boundary with 400', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/category/add',
      payload: 'categoryName=Fruits',
      headers: { 'content-type': 'multipart/form-data', cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers a url-encoded form with 415', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/category/add',
      payload: 'categoryName=Fruits',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA' });
  });

  it('refuses a second file part', async () => {
    const image = file(await solidImage('png'));
    const files = uploadedFiles(shop);
    const response = await sendForm(
      shop,
      'POST',
      '/api/product/add',
      [...Object.entries(productForm(image)).flatMap(([k, v]) => [v].flat().map((x) => [k, x] as [string, FormValue])), ['image', image]],
      admin.cookie,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
    expect(uploadedFiles(shop)).toEqual(files);
  });
});

describe('updates', () => {
  it('keeps the image when the file input was left empty', async () => {
    const product = await addProduct(shop, admin.cookie, { category: category._id });
    const response = await sendForm(
      shop,
      'PUT',
      `/api/product/update/${product._id}`,
      { ...productForm(file(Buffer.alloc(0), '', 'application/octet-stream')), name: 'Tomato Hybrid' },
      admin.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product).toMatchObject({ name: 'Tomato Hybrid', url: product.url });
    expect(uploadedFiles(shop)).toContain(keyOf(product.url));
  });

  it('leaves the old image in place when the new one is refused', async () => {
    const product = await addProduct(shop, admin.cookie, { category: category._id });
    const files = uploadedFiles(shop);
    const response = await sendForm(
      shop,
      'PUT',
      `/api/product/update/${product._id}`,
      productForm(file(Buffer.from('GIF89a not really'), 'x.gif', 'image/gif')),
      admin.cookie,
    );
    expect(response.statusCode).toBe(415);
    expect(uploadedFiles(shop)).toEqual(files);
    const current = await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${product._id}` });
    expect(current.json().product.url).toBe(product.url);
  });
});
