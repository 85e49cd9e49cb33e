import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linePaise, toMilli, toPaise, toRupees } from '#common/money.js';
import { STORAGE_FULL_MESSAGE } from '#server/lib/disk-space.js';
import { type Client, createClient, type ShopProcess, startShopProcess, unusedPort, waitUntilHealthy } from '../support/shop-process.js';
import { jsonRequest, setUpShopThroughApi, signIn as signInThroughApi } from '../support/shop-through-api.js';
import { fillDisk, mountTinyDisk, type TinyDisk } from '../support/tiny-disk.js';

/**
 * A full disk on the embedded database (docs/trust.md "A full disk", decision 0023): the real
 * server keeps DATA_DIR on a small tmpfs; a filler file takes the space while orders come in.
 * Orders are then refused with 503 STORAGE_FULL and the shopper's message, the log says so
 * once, health and the operator's status show it; once the filler is removed the shop takes
 * orders again by itself, and after a restart every order answered 201 is there.
 *
 * PGlite meets a full disk in two ways: a data file that cannot grow (an ERROR, the instance
 * goes on) and a new WAL segment that cannot be created (a PANIC: the instance is stuck, and
 * inside a transaction spins for ever). The commit flusher makes each next WAL segment ahead so
 * the second never happens: before the full-disk run the test brings the WAL to a few kilobytes
 * before the end of its 16 MB segment (reading how far it is from the segment files, whose
 * unwritten end is zeros), and once a little space is freed the orders cross into the next
 * segment without a PANIC.
 */
const MOUNT_SIZE = '160m';
const SEGMENT = 16 * 1024 * 1024;
/**
 * WAL left in the segment when the server starts again: under a quarter of it, since PGlite makes
 * the next segment ahead at start when the current one is three quarters used; about 250 orders.
 */
const WAL_LEFT = 4.5 * 1024 * 1024;
/** WAL left when the filler takes the disk: what refused orders write reaches the segment's end. */
const WAL_AT_FILL = 24 * 1024;
const RATE = 40;

const mountPoint = mkdtempSync(path.join(tmpdir(), 'shop-full-disk-'));
const filler = path.join(mountPoint, 'filler');
const port = await unusedPort();
const env = {
  DATA_DIR: path.join(mountPoint, 'data'),
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED_DEMO: '0',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'owner-password-1',
  LOG_LEVEL: 'warn',
};
let disk: TinyDisk | undefined;

/**
 * The segment being written (the last one with anything in it: new segments are zero-filled) and
 * the WAL still free in it (after its last non-zero byte), and whether a next one already exists.
 */
function walNow(): { segment: string; left: number; nextExists: boolean } {
  const walDir = path.join(env.DATA_DIR, 'pglite', 'pg_wal');
  const segments = readdirSync(walDir)
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .sort();
  for (let i = segments.length - 1; i >= 0; i--) {
    const bytes = readFileSync(path.join(walDir, segments[i]!));
    let end = bytes.length;
    while (end > 0 && bytes[end - 1] === 0) end--;
    if (end > 0) return { segment: segments[i]!, left: bytes.length - end, nextExists: i < segments.length - 1 };
  }
  throw new Error('no WAL written');
}

/** With the server stopped: writes WAL (logical messages, no table grows) up to WAL_LEFT before the segment's end. */
async function bringWalNearSegmentEnd(): Promise<number> {
  const db = await PGlite.create({ dataDir: path.join(env.DATA_DIR, 'pglite') });
  try {
    const offset = async () =>
      (await db.query<{ offset: number }>('select (pg_walfile_name_offset(pg_current_wal_insert_lsn())).file_offset as offset')).rows[0]!
        .offset;
    for (let left = SEGMENT - (await offset()); left > WAL_LEFT; left = SEGMENT - (await offset())) {
      const bytes = Math.min(1024 * 1024, left - WAL_LEFT);
      await db.query("select pg_logical_emit_message(false, 'full-disk-test', repeat('x', $1::int))", [Math.max(1, bytes - 200)]);
    }
    return SEGMENT - (await offset());
  } finally {
    await db.close();
  }
}

let shop: ShopProcess;
let client: Client;
let productId: string;
let shopper: string;
let admin: string;

async function start(): Promise<void> {
  shop = startShopProcess(env);
  await waitUntilHealthy(shop, port);
  client = createClient(port);
}

async function stop(): Promise<void> {
  client.close();
  shop.child.kill('SIGTERM');
  const { code } = await shop.exited;
  expect(code, shop.output()).toBe(0);
}

const CUSTOMER = { email: 'asha@example.com', password: 'green peas 42' };
const signIn = (email: string, password: string) => signInThroughApi(client, { email, password });

const placed: { token: string; status: number; code?: string; message?: string }[] = [];

async function order(): Promise<(typeof placed)[number]> {
  const token = `Lane${randomBytes(6).toString('hex')}`;
  const body = {
    cartItems: [{ id: productId, quantity: 1 }],
    shippingInfo: { address: `12 ${token} Road`, city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' },
    total: toRupees(linePaise(toPaise(RATE), toMilli(1))),
  };
  const answer = await client.request('POST', '/api/user/new/order', jsonRequest(body, shopper));
  const envelope = answer.status === 201 ? undefined : (JSON.parse(answer.body) as { code?: string; message?: string });
  const result = { token, status: answer.status, code: envelope?.code, message: envelope?.message };
  placed.push(result);
  return result;
}

const health = async () => {
  const answer = await client.request('GET', '/api/health');
  return { status: answer.status, body: JSON.parse(answer.body) as { status?: string; storage?: string; code?: string } };
};
const operatorStatus = async () => {
  const answer = await client.request('GET', '/api/admin/status', { headers: { cookie: admin } });
  return { status: answer.status, body: JSON.parse(answer.body) as { status?: { storage: string }; code?: string } };
};

const faultLines = () =>
  shop
    .output()
    .split('\n')
    .filter((line) => line.includes('"fault":"disk-full"') && line.includes('disk full: writes are refused'));

const timings: Record<string, number> = {};
let onFullDisk: (typeof placed)[number][] = [];
let afterSomeFreed: (typeof placed)[number][] = [];
let healthWhileFull: Awaited<ReturnType<typeof health>>;
let statusWhileFull: Awaited<ReturnType<typeof operatorStatus>>;
let walLeft = 0;
let walAtFill: ReturnType<typeof walNow>;
let walAfter: ReturnType<typeof walNow>;
let output = '';

beforeAll(async () => {
  disk = mountTinyDisk(MOUNT_SIZE, { dir: mountPoint });
  const began = Date.now();
  // First start: migrations, the Admin, a product, a shopper and a few orders on a disk with room.
  await start();
  // One shopper places every order here (the set-up lifts the open-orders limit).
  ({
    productId,
    adminCookie: admin,
    customerCookie: shopper,
  } = await setUpShopThroughApi(client, {
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    customer: CUSTOMER,
    product: { name: 'Guava', rate: RATE, stocks: 100_000, kilogramOption: ['1'] },
  }));
  for (let i = 0; i < 3; i++) expect((await order()).status).toBe(201);
  await stop();
  walLeft = await bringWalNearSegmentEnd();
  timings.setupMs = Date.now() - began;

  // The full-disk run: orders taken, then the filler takes every byte left, and orders go on.
  await start();
  admin = await signIn(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  shopper = await signIn(CUSTOMER.email, CUSTOMER.password);
  // Orders taken until the WAL is a few kilobytes from its segment's end, then the disk is full.
  // (Ten at a time while far from it: their commits share the checkout's line anyway.)
  for (let i = 0; walNow().left > WAL_AT_FILL; i++) {
    if (i > 600) throw new Error(`the WAL did not reach its segment's end: ${JSON.stringify(walNow())}`);
    const batch = walNow().left > 600 * 1024 ? 10 : 1;
    const answers = await Promise.all(Array.from({ length: batch }, order));
    for (const answer of answers) expect(answer.status).toBe(201);
  }
  walAtFill = walNow();
  // The next segment was made ahead when this one began (wal-flush.ts).
  expect(walAtFill.nextExists).toBe(true);
  fillDisk(filler);
  const filled = Date.now();
  // 1. No byte left: the first order that needs a new data page is refused (PGlite's ERROR), and
  // so is every one after it; the instance goes on, health still answers.
  const filledAt = placed.length;
  for (let i = 0; i < 20; i++) await order();
  onFullDisk = placed.slice(filledAt);
  healthWhileFull = await health();
  statusWhileFull = await operatorStatus();
  // 2. The owner frees a little (2 MB), not the 16 MB a WAL segment needs: orders are taken again, and
  // go on into the WAL's next segment, made ahead while there was room (without it PGlite PANICs
  // here, and inside a transaction spins for ever).
  const { size } = statSync(filler);
  truncateSync(filler, size - 2 * 1024 * 1024);
  const before = placed.length;
  for (let i = 0; i < 60 && (i < 3 || walNow().segment === walAtFill.segment); i++) await order();
  afterSomeFreed = placed.slice(before);
  walAfter = walNow();
  timings.fullMs = Date.now() - filled;
  output = shop.output();
}, 180_000);

afterAll(async () => {
  client?.close();
  if (shop && shop.child.exitCode === null) {
    shop.child.kill('SIGKILL');
    await shop.exited;
  }
  disk?.remove();
  rmSync(mountPoint, { recursive: true, force: true });
});

describe('a full disk on the embedded database', () => {
  it('refuses orders with 503 STORAGE_FULL and the shopper’s message', () => {
    console.log(
      `WAL: ${walLeft} bytes of the segment left at the second start, ${JSON.stringify(walAtFill)} at the fill, ${JSON.stringify(walAfter)} after; ` +
        `${onFullDisk.filter((o) => o.status !== 201).length} of 20 refused with the disk full, then ${afterSomeFreed.filter((o) => o.status === 201).length} taken with 2 MB free; ` +
        `timings ${JSON.stringify(timings)}`,
    );
    // An order that fits in a page already there is taken (the first ones, or one after the mail
    // sender's updates left room in a page); every other is refused as a full disk, none otherwise.
    const firstRefused = onFullDisk.findIndex((o) => o.status !== 201);
    expect(firstRefused).toBeGreaterThan(-1);
    expect(firstRefused).toBeLessThan(10);
    const refused = onFullDisk.filter((o) => o.status !== 201);
    expect(refused.length).toBeGreaterThanOrEqual(15);
    for (const answer of refused) expect(answer).toMatchObject({ status: 503, code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE });
    // A data file that could not grow: PGlite's ERROR, the instance goes on.
    expect(output).toContain('could not extend file');
  });

  it('never makes the WAL ask the full disk for a segment: the next one was made ahead', () => {
    expect(walAfter.segment).not.toBe(walAtFill.segment);
    expect(afterSomeFreed.length).toBeGreaterThanOrEqual(3);
    for (const taken of afterSomeFreed) expect(taken.status).toBe(201);
    expect(output).not.toContain('PANIC');
  });

  it('says so in the log once, not once per refused order', () => {
    const lines = faultLines();
    expect(lines, output).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, fault: 'disk-full' });
    expect(output).not.toContain('"msg":"request failed"');
  });

  it('shows the full disk in health and the operator’s status', () => {
    expect(healthWhileFull).toEqual({ status: 200, body: { status: 'ok', storage: 'full' } });
    expect(statusWhileFull).toMatchObject({ status: 200, body: { status: { storage: 'full' } } });
  });

  it('takes orders again by itself once the filler is removed, and keeps every order it answered 201', async () => {
    rmSync(filler);
    const freed = Date.now();
    let again: (typeof placed)[number] | undefined;
    while (Date.now() - freed < 30_000) {
      again = await order();
      if (again.status === 201) break;
      expect(again).toMatchObject({ status: 503, code: 'STORAGE_FULL' });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    timings.recoveredMs = Date.now() - freed;
    expect(again?.status, shop.output()).toBe(201);
    for (let i = 0; i < 3; i++) expect((await order()).status).toBe(201);
    // The fault is over once orders are taken with none refused for 10 seconds.
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', storage: 'full' } });
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect((await order()).status).toBe(201);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', storage: 'ok' } });
    expect((await operatorStatus()).body.status?.storage).toBe('ok');
    expect(shop.output()).toContain('disk space is back: writes are taken again');

    await stop();
    await start();
    shopper = await signIn(CUSTOMER.email, CUSTOMER.password);
    const mine = await client.request('GET', '/api/user/my/orders', { headers: { cookie: shopper } });
    expect(mine.status).toBe(200);
    const addresses = new Set(
      (JSON.parse(mine.body).myOrders as { shippingInfo: { address: string } }[]).map((o) => o.shippingInfo.address),
    );
    const acknowledged = placed.filter((o) => o.status === 201);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    for (const { token } of acknowledged) expect(addresses.has(`12 ${token} Road`), token).toBe(true);
    // Nothing refused was taken.
    for (const { token } of placed.filter((o) => o.status !== 201)) expect(addresses.has(`12 ${token} Road`), token).toBe(false);
    await stop();
    console.log(`recovered in ${timings.recoveredMs} ms after the filler was removed`);
  }, 120_000);
});
