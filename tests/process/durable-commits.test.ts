import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linePaise, toMilli, toPaise, toRupees } from '#common/money.js';
import { type Client, createClient, startShopProcess, unusedPort, waitUntilHealthy } from '../support/shop-process.js';
import { jsonRequest, setUpShopThroughApi } from '../support/shop-through-api.js';

/**
 * Power-cut durability on the embedded database (docs/trust.md "Durability"): the real server is
 * traced with strace, and for every order the trace must show, in this order, the WAL write of
 * its transaction (found by a token in its shipping address), an fdatasync of that WAL file that
 * began after it and ended, and only then the answer carrying the token.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-durable-'));
const traceFile = path.join(dataDir, 'trace.txt');
const port = await unusedPort();
const env = {
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED_DEMO: '0',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'owner-password-1',
  LOG_LEVEL: 'warn',
};
const RATE = 40;

function ensureStrace(): void {
  if (existsSync('/usr/bin/strace')) return;
  if (process.getuid?.() !== 0) throw new Error('strace is missing: run "sudo apt-get install -y strace"');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq strace', { stdio: 'inherit' });
}

interface Line {
  tid: string;
  text: string;
}

/** The trace as lines with their thread; "<unfinished ...>" calls keep their start line. */
function readTrace(): Line[] {
  return readFileSync(traceFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      // strace pads the thread id to a column: "1234  call(" and "12345 call(" alike.
      const [, tid = '', text = ''] = /^(\d+)\s+(.*)$/s.exec(line) ?? [];
      return { tid, text };
    });
}

const WAL_FILE = /<[^>]*\/pg_wal\/([0-9A-F]{24})>/;

/** Each fdatasync of a WAL file: the line it began on and the line it ended on. */
function walFlushes(lines: Line[]): { file: string; began: number; ended: number }[] {
  const flushes: { file: string; began: number; ended: number }[] = [];
  const open = new Map<string, { file: string; began: number }>();
  lines.forEach((line, i) => {
    const file = line.text.startsWith('fdatasync(') ? WAL_FILE.exec(line.text)?.[1] : undefined;
    if (file && line.text.includes('<unfinished ...>')) open.set(line.tid, { file, began: i });
    else if (file && / = 0$/.test(line.text)) flushes.push({ file, began: i, ended: i });
    else if (line.text.startsWith('<... fdatasync resumed>')) {
      const started = open.get(line.tid);
      open.delete(line.tid);
      if (started && / = 0$/.test(line.text)) flushes.push({ ...started, ended: i });
    }
  });
  return flushes;
}

/**
 * Where a `pwrite64(fd, buf, size, offset)` wrote, whether strace shows it whole or, when another
 * thread's call came between, as "<unfinished ...>" (its end then follows as "<... pwrite64 resumed>").
 */
function walWriteOf(text: string): { offset: number; end: number } | undefined {
  const match = /^pwrite64\(.*, (\d+), (\d+)(?:\) = \d+| <unfinished \.\.\.>)$/.exec(text);
  if (!match) return undefined;
  const offset = Number(match[2]);
  return { offset, end: offset + Number(match[1]) };
}

let client: Client;
let stopped: Promise<unknown>;
const orders: { token: string; status: number }[] = [];

beforeAll(async () => {
  ensureStrace();
  // The first start migrates and creates the Admin; the traced start begins on that data directory.
  const first = startShopProcess(env);
  await waitUntilHealthy(first, port);
  first.child.kill('SIGTERM');
  await first.exited;

  const shop = startShopProcess(env, {
    wrapper: ['strace', '-f', '-y', '-s', '65536', '-e', 'trace=pwrite64,pwritev,fdatasync,fsync,write,writev', '-o', traceFile],
  });
  stopped = shop.exited;
  await waitUntilHealthy(shop, port);
  client = createClient(port);
  const { productId, customerCookie: shopper } = await setUpShopThroughApi(client, {
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    customer: { email: 'asha@example.com', password: 'green peas 42' },
    product: { name: 'Guava', rate: RATE, stocks: 1000, kilogramOption: ['1'] },
  });

  const order = async () => {
    const token = `Lane${randomBytes(6).toString('hex')}`;
    const body = {
      cartItems: [{ id: productId, quantity: 1 }],
      shippingInfo: { address: `12 ${token} Road`, city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' },
      total: toRupees(linePaise(toPaise(RATE), toMilli(1))),
    };
    const answer = await client.request('POST', '/api/user/new/order', jsonRequest(body, shopper));
    orders.push({ token, status: answer.status });
  };
  // Ten one after another, then ten at once (their commits share flushes).
  for (let i = 0; i < 10; i++) await order();
  await Promise.all(Array.from({ length: 10 }, order));
  client.close();
  // The server is strace's child: stopped as a service manager would stop it; strace ends with it.
  execSync(`pkill -TERM -P ${shop.pid}`);
  await stopped;
}, 180_000);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an order on the embedded database', () => {
  it('is answered only after its commit was flushed to the disk', () => {
    expect(orders.map((o) => o.status)).toEqual(Array(20).fill(201));
    const lines = readTrace();
    const flushes = walFlushes(lines);
    for (const { token } of orders) {
      // The WAL write carrying the order's row, and the rest of its commit: the WAL pages the same
      // thread writes right after it, each after the last. (The next commit starts by writing the
      // last, partly filled page again, at an offset already written.)
      const carried = lines.findIndex((l) => l.text.startsWith('pwrite64(') && WAL_FILE.test(l.text) && l.text.includes(token));
      expect(carried, `WAL write of ${token}`).toBeGreaterThan(-1);
      const file = WAL_FILE.exec(lines[carried]!.text)![1]!;
      const { tid } = lines[carried]!;
      let committed = carried;
      let end = walWriteOf(lines[carried]!.text)!.end;
      for (let i = carried + 1; i < lines.length; i++) {
        if (lines[i]!.tid !== tid) continue;
        if (lines[i]!.text.startsWith('<... pwrite64 resumed>')) {
          committed = i;
          continue;
        }
        const next = WAL_FILE.test(lines[i]!.text) ? walWriteOf(lines[i]!.text) : undefined;
        if (!next || next.offset < end) break;
        committed = i;
        end = next.end;
      }
      const answered = lines.findIndex(
        (l, i) => i > committed && /^write(v)?\(\d+<(socket|TCP)/.test(l.text) && l.text.includes('HTTP/1.1 201') && l.text.includes(token),
      );
      expect(answered, `answer of ${token}`).toBeGreaterThan(committed);
      const flushed = flushes.some((f) => f.file === file && f.began > committed && f.ended < answered);
      expect(flushed, `a flush of ${file} between the commit of ${token} and its answer`).toBe(true);
    }
  });

  it('shares flushes between commits that end together', () => {
    const lines = readTrace();
    const flushes = walFlushes(lines);
    const firstConcurrent = lines.findIndex((l) => l.text.includes(orders[10]!.token));
    const flushesDuringBurst = flushes.filter((f) => f.began > firstConcurrent).length;
    // Ten orders and whatever the mail outbox and bill numbering wrote meanwhile.
    console.log(`${flushesDuringBurst} WAL flushes from the first of ten orders placed at once to the server's stop`);
    expect(flushesDuringBurst).toBeGreaterThan(0);
    expect(flushesDuringBurst).toBeLessThan(40);
  });
});
