import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '#common/schemas/catalog.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, catalogRowCounts, sendForm, solidImage, uploadedFiles } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { dataUrlOf, type FilePart, type FormValue } from '../support/multipart.js';

/**
 * Trust case 6 (docs/trust.md): images that are also web pages (polyglots), and images that
 * declare more pixels than the shop decodes. Each is refused with a clear message and leaves no
 * file and no row. SVG, HTML named .png, truncated files, over 5 MB and a real 48 MP picture
 * are in tests/api/uploads.test.ts.
 */
let shop: TestShop;
let admin: SignedIn;
let category: Category;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  category = await addCategory(shop, admin.cookie, 'Fruits');
});
afterAll(() => shop.close());

const PAGE = Buffer.from('<html><script>alert(1)</script></html>');
const file = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FilePart => ({ filename, contentType, data });
const productForm = (image: FormValue) => ({
  name: 'Mango',
  unit: 'Kg',
  rate: '120',
  stocks: '10',
  category: category._id,
  kilogramOption: ['1'],
  image,
});
const rowCounts = () => catalogRowCounts(shop);

/** A JPEG with a comment (COM) segment right after its start-of-image marker. */
function withJpegComment(jpeg: Buffer, comment: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)]);
}

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/** A PNG with a tEXt chunk after its header chunk (IHDR is 8 + 25 bytes from the start). */
function withPngText(png: Buffer, keyword: string, text: Buffer): Buffer {
  const chunk = pngChunk('tEXt', Buffer.concat([Buffer.from(`${keyword}\0`, 'latin1'), text]));
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/** A small PNG whose header claims width x height (a decompression bomb's header, CRC intact). */
function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const ihdr = Buffer.from(png.subarray(16, 29));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', ihdr), png.subarray(33)]);
}

/** A small JPEG whose frame header (SOF0) claims width x height. */
function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  const sof = copy.indexOf(Buffer.from([0xff, 0xc0]));
  copy.writeUInt16BE(height, sof + 5);
  copy.writeUInt16BE(width, sof + 7);
  return copy;
}

async function expectRefused(image: FormValue, status: number, message: RegExp) {
  const files = uploadedFiles(shop);
  const rows = await rowCounts();
  const response = await sendForm(shop, 'POST', '/api/product/add', productForm(image), admin.cookie);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
  expect(uploadedFiles(shop)).toEqual(files);
  expect(await rowCounts()).toEqual(rows);
}

async function expectAccepted(image: FormValue) {
  const response = await sendForm(shop, 'POST', '/api/product/add', productForm(image), admin.cookie);
  expect(response.statusCode, response.body).toBe(201);
}

const POLYGLOT = /^Image: The File Also Contains Web Page Code/;

describe('polyglot images are refused, leaving nothing behind', () => {
  it('refuses a JPEG with a web page after its end-of-image marker', async () => {
    const jpeg = await solidImage('jpeg');
    const polyglot = Buffer.concat([jpeg, PAGE]);
    // It is a valid JPEG: the decoder alone would take it.
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
    await expectRefused(file(polyglot), 415, POLYGLOT);
  });

  it('refuses a JPEG with a web page in a comment segment', async () => {
    const polyglot = withJpegComment(await solidImage('jpeg'), PAGE);
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
    await expectRefused(file(polyglot), 415, POLYGLOT);
  });

  it('refuses a PNG with a script in a text chunk, or after its end', async () => {
    const png = await solidImage('png');
    await expectRefused(
      file(withPngText(png, 'Comment', Buffer.from('<script src=//evil.example/x.js></script>')), 'a.png', 'image/png'),
      415,
      POLYGLOT,
    );
    await expectRefused(file(Buffer.concat([png, Buffer.from('<?php system($_GET["c"]); ?>')]), 'a.png', 'image/png'), 415, POLYGLOT);
  });

  it('refuses markup in any case (SVG with a handler or namespace, doctype, iframe, PHP), also sent as a data URL', async () => {
    const jpeg = await solidImage('jpeg');
    const markups = [
      '<SCRIPT>alert(1)</SCRIPT>',
      '<svg/onload=alert(1)>',
      '<svg\n  onLoad = "alert(1)">',
      '<SVG xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)">x</a></SVG>',
      '<svg>',
      '<!DOCTYPE html><p>hi',
      '<iframe src=x>',
      '<BODY onload=x>',
      '<?php\necho 1;',
    ];
    for (const markup of markups) {
      await expectRefused(dataUrlOf(Buffer.concat([jpeg, Buffer.from(markup)]), 'image/jpeg'), 415, POLYGLOT);
    }
  });

  it('still takes a photo with trailing data that is not markup (a phone’s motion photo) and one with XMP metadata', async () => {
    const jpeg = await solidImage('jpeg');
    await expectAccepted(file(Buffer.concat([jpeg, Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(2048, 0x5a)])));
    const xmp = await sharp(jpeg)
      .withXmp(
        '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta><?xpacket end="w"?>',
      )
      .jpeg()
      .toBuffer();
    expect(xmp.includes('x:xmpmeta')).toBe(true);
    await expectAccepted(file(xmp));
  });
});

describe('images over 40 megapixels', () => {
  it.each([
    ['PNG', 'png'],
    ['JPEG', 'jpeg'],
  ] as const)('refuses a %s declaring 10000 x 10000 pixels before decoding it', async (_name, format) => {
    const small = await solidImage(format, { width: 16, height: 16 });
    const bomb = format === 'png' ? pngClaiming(small, 10_000, 10_000) : jpegClaiming(small, 10_000, 10_000);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    await expectRefused(file(bomb, `bomb.${format}`, `image/${format}`), 413, /^Image: At Most 40 Megapixels Are Allowed/);
  });
});
