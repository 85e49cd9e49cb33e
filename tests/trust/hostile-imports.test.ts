import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#common/constants.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { multipartBody } from '../support/multipart.js';

/**
 * A product import that cannot stall the shop (API.md "The shop's own words, and details
 * settled"; decision 0043): the file is read as it arrives and refused at the first limit, within
 * seconds, while the storefront keeps answering. Sent over a real connection, so the upload
 * arrives in pieces as from a browser; the shop runs in this process, so its memory is ours.
 */
let shop: TestShop;
let origin: string;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  const vegetables = await addCategory(shop, admin.cookie, 'Vegetables');
  await addProduct(shop, admin.cookie, { name: 'Tomato', category: vegetables._id, rate: 40, stocks: 25 });
  origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
  // The shop has been serving for a while: the first reads are slower, and the heap grows to its
  // working size over the first few dozen whatever else happens. The growth measured is the import's.
  for (let i = 0; i < 100; i++) expect((await fetch(`${origin}/api/product/getAllProducts`)).status).toBe(200);
});
afterAll(() => shop.close());

const HEADER = 'id,name,name_hi,name_mr,aliases,category,unit,rate,stocks,kilogram_options,low_stock_threshold\r\n';
const MB = 1024 * 1024;

/** The header, then `line` repeated until the file is `bytes` long (the last one cut to fit). */
function fileOf(line: string, bytes: number, tail = ''): Buffer {
  const fill = bytes - HEADER.length - tail.length;
  return Buffer.from(HEADER + line.repeat(Math.ceil(fill / line.length)).slice(0, fill) + tail);
}

/**
 * Sends `file` as an import and, until it is answered, reads the catalogue again and again as a
 * shopper would: the answer, how long it took, how far the process's memory rose above where it
 * stood before (sampled every 10 ms, and once more at the end) and the slowest catalogue read.
 */
async function importUnderWatch(file: Buffer) {
  const { payload, headers } = multipartBody({ file: { filename: 'products.csv', contentType: 'text/csv', data: file } });
  // A view of the same bytes, not a copy: the copy would count as growth.
  const body = new Uint8Array(payload.buffer as ArrayBuffer, payload.byteOffset, payload.length);
  const before = process.memoryUsage().rss;
  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  let answered = false;
  const upload = fetch(`${origin}/api/admin/products/import?preview=true`, {
    method: 'POST',
    headers: { ...headers, cookie: admin.cookie },
    body,
    signal: AbortSignal.timeout(20_000),
  }).then(async (response) => {
    const body = await response.json();
    answered = true;
    return { status: response.status, body, seconds: (performance.now() - started) / 1000 };
  });
  const reads: number[] = [];
  while (!answered) {
    const begun = performance.now();
    const read = await fetch(`${origin}/api/product/getAllProducts`, { signal: AbortSignal.timeout(20_000) });
    expect(read.status).toBe(200);
    expect((await read.json()).products).toHaveLength(1);
    reads.push(performance.now() - begun);
  }
  const answer = await upload;
  clearInterval(sampler);
  highest = Math.max(highest, process.memoryUsage().rss);
  return { ...answer, growthMb: (highest - before) / MB, reads: reads.length, slowestReadMs: Math.max(...reads) };
}

/** The figures the trust page prints, rounded. */
const figuresOf = (watched: Awaited<ReturnType<typeof importUnderWatch>>) => ({
  seconds: Number(watched.seconds.toFixed(2)),
  'memory growth MB': Number(watched.growthMb.toFixed(1)),
  'catalogue reads meanwhile': watched.reads,
  'slowest read ms': Math.round(watched.slowestReadMs),
});

function expectHarmless(watched: Awaited<ReturnType<typeof importUnderWatch>>) {
  expect(watched.seconds).toBeLessThan(5);
  expect(watched.growthMb).toBeLessThan(50);
  expect(watched.reads).toBeGreaterThan(0);
  expect(watched.slowestReadMs).toBeLessThan(1000);
}

describe('a hostile or mistaken product file', () => {
  it('of 5 MB of blank lines is refused within seconds, and the catalogue answers meanwhile', async ({ task }) => {
    const blank = await importUnderWatch(fileOf('\r\n', LIMITS.importBytes));
    expect(blank).toMatchObject({
      status: 400,
      body: { success: false, code: 'VALIDATION', message: 'File: No Product Rows Under The Header..!!' },
    });
    expectHarmless(blank);

    // The blank lines are still rows of the spreadsheet: a product after them is numbered past them.
    const row = `,Okra,,,,Nowhere,Kg,35,10,0.5|1,\r\n`;
    const numbered = await importUnderWatch(fileOf('\r\n', LIMITS.importBytes, row));
    const blankLines = (LIMITS.importBytes - HEADER.length - row.length) / 2;
    expect(numbered).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', message: [`Row ${blankLines + 2}: Category: No Category Named "Nowhere"..!!`] },
    });
    expectHarmless(numbered);

    const over = await importUnderWatch(fileOf('\r\n', 6 * MB));
    expect(over).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'File: At Most 5 MB Is Allowed..!!' } });
    expectHarmless(over);
    task.meta.figures = {
      ...Object.fromEntries(Object.entries(figuresOf(blank)).map(([name, value]) => [`5 MB blank: ${name}`, value])),
      ...Object.fromEntries(Object.entries(figuresOf(numbered)).map(([name, value]) => [`5 MB blank, a row: ${name}`, value])),
      ...Object.fromEntries(Object.entries(figuresOf(over)).map(([name, value]) => [`6 MB blank: ${name}`, value])),
    };
  });

  it('of one endless line of 5 MB is refused at 64 KB, within seconds, and the catalogue answers meanwhile', async ({ task }) => {
    const endless = await importUnderWatch(fileOf('x', LIMITS.importBytes));
    expect(endless).toMatchObject({
      status: 400,
      body: { success: false, code: 'VALIDATION', message: 'Row 2: File: The Row Is Longer Than 64 KB..!!' },
    });
    expectHarmless(endless);
    task.meta.figures = figuresOf(endless);
  });

  it('of more than 10,000 products is refused at the 10,001st, whatever follows', async ({ task }) => {
    const product = (i: number) => `,Item ${i},,,,Vegetables,Kg,40,10,0.5|1,\r\n`;
    const rows = Array.from({ length: 10_001 }, (_, i) => product(i)).join('');
    // Past the 10,001st product, a stray quote the parser would refuse once it reached it.
    const many = await importUnderWatch(
      Buffer.from(`${HEADER}${rows}"${'x'.repeat(LIMITS.importBytes - HEADER.length - rows.length - 1)}`),
    );
    expect(many).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', message: 'File: At Most 10000 Products Per File, This One Has More..!!' },
    });
    expectHarmless(many);
    task.meta.figures = figuresOf(many);
  });
});
