import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMilli, linePaise, toMilli, toPaise, toRupees } from '#common/money.js';
import { configFrom } from '#server/config.js';
import { openDatabase } from '#server/db/client.js';
import { openConfiguredDatabase } from '#server/db/open-for-config.js';
import { type CrashRun, createCrashRun, INITIAL_STOCK, type Look, QUANTITIES, RATE } from '#tests/support/crash-run.js';
import { testDbKind, withAdminClient } from '#tests/support/database.js';
import { unusedPort } from '#tests/support/shop-process.js';
import { rowsOf } from '#tests/support/trust.js';

/**
 * Trust case 3 (docs/trust.md): the real server, killed with SIGKILL while orders stream in,
 * then started again on the same data. Every order it acknowledged (201) is there and whole;
 * the stock equals what it was less every order present; an order in flight at the kill may
 * or may not exist, and retrying it with its Idempotency-Key settles which, exactly once.
 * Runs on the project's database: PGlite in DATA_DIR (with its lock file), or a fresh
 * PostgreSQL database made for this file. The run happens once; each check below reads it.
 */
const KILLS = testDbKind === 'pglite' ? 20 : 4;
const seed = Number(process.env.TRUST_SEED ?? Date.now() % 1_000_000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-crash-'));
let databaseUrl: string | undefined;
let killLeftover = async () => {};
let run: CrashRun;
/** The database read directly once the server has stopped. */
let stored: {
  totals: { orders: number; items: number; keys: number; sold: string; stock: string };
  /** Orders without exactly one item, or whose total is not their item's. */
  wrongOrders: number;
};

beforeAll(async () => {
  if (testDbKind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `shop_crash_${randomBytes(5).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const port = await unusedPort();
  const crashRun = createCrashRun({ kind: testDbKind, kills: KILLS, seed, dataDir, port, databaseUrl });
  killLeftover = crashRun.killLeftover;
  run = await crashRun.run();
  stored = await readDatabase();
}, 600_000);

afterAll(async () => {
  await killLeftover();
  rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl && adminUrl) {
    const name = new URL(databaseUrl).pathname.slice(1);
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
});

async function readDatabase(): Promise<typeof stored> {
  const database =
    testDbKind === 'pglite'
      ? await openConfiguredDatabase(configFrom({ DATA_DIR: dataDir }))
      : await openDatabase({ kind: 'postgres', url: databaseUrl!, poolSize: 1 });
  try {
    const [totals] = await rowsOf<(typeof stored)['totals']>(
      database,
      sql`select (select count(*)::int from orders) as orders,
                 (select count(*)::int from order_items) as items,
                 (select count(*)::int from idempotency_keys) as keys,
                 (select coalesce(sum(quantity), 0)::text from order_items) as sold,
                 (select stocks::text from products) as stock`,
    );
    const [wrong] = await rowsOf<{ n: number }>(
      database,
      sql`select count(*)::int as n from orders o
          where (select count(*) from order_items i where i.order_id = o.id) <> 1
             or o.total_paise <> (select round(i.rate_paise * i.quantity) from order_items i where i.order_id = o.id limit 1)`,
    );
    return { totals: totals!, wrongOrders: wrong!.n };
  } finally {
    await database.close();
  }
}

/** Every answer of the restarted servers: after each restart, and after the retries that follow it. */
const looks = () => run.rounds.flatMap((round) => [round.afterRestart, round.afterRetries]);

/** The customer's orders as a restarted server answered them. */
function ordersIn(seen: Look): { _id: string; total: number; orderItems: { _id: string; quantity: number; rate: number }[] }[] {
  expect(seen.orders.status, `${seen.label}: ${seen.orders.body}`).toBe(200);
  return JSON.parse(seen.orders.body).myOrders;
}

describe(`crash safety on ${testDbKind}`, () => {
  it(`keeps every acknowledged order through ${KILLS} SIGKILLs mid-stream`, ({ task }) => {
    const cutOff = run.rounds.reduce((sum, round) => sum + round.cutOff.length, 0);
    const replayed = run.rounds.flatMap((round) => round.retries).filter(({ answer }) => answer.headers['idempotent-replayed'] === 'true');
    task.meta.figures = {
      kills: KILLS,
      'orders acknowledged before a kill': run.placed.length - cutOff,
      'orders cut off by a kill': cutOff,
      'of those already committed': replayed.length,
      'units sold': fromMilli(run.placed.reduce((sum, p) => sum + toMilli(p.quantity), 0)),
      'median restart ms': [...run.startTimes].sort((a, b) => a - b)[Math.floor(run.startTimes.length / 2)]!,
      ...(run.secondServer ? { 'second server refused in ms': run.secondServer.ms } : {}),
      seed,
    };
    for (const seen of looks()) {
      const present = new Set(ordersIn(seen).map((order) => order._id));
      expect(
        seen.placed.filter((p) => !present.has(p.id)),
        `acknowledged orders lost ${seen.label}`,
      ).toEqual([]);
    }
  });

  it('keeps every order whole: one item of the product at its rate, a quantity on offer, the right total', () => {
    for (const seen of looks()) {
      for (const order of ordersIn(seen)) {
        expect(order.orderItems, `order ${order._id} is partial ${seen.label}`).toHaveLength(1);
        const [item] = order.orderItems;
        expect(item).toMatchObject({ _id: run.productId, rate: RATE });
        expect(QUANTITIES).toContain(item!.quantity);
        expect(order.total).toBe(toRupees(linePaise(toPaise(RATE), toMilli(item!.quantity))));
      }
    }
  });

  it('answers the stock as the initial stock less every order present', () => {
    for (const seen of looks()) {
      expect(seen.product.status, `${seen.label}: ${seen.product.body}`).toBe(200);
      const soldMilli = ordersIn(seen).reduce((sum, order) => sum + toMilli(order.orderItems[0]?.quantity ?? 0), 0);
      expect(toMilli(JSON.parse(seen.product.body).product.stocks), seen.label).toBe(toMilli(INITIAL_STOCK) - soldMilli);
    }
  });

  it('answers every order 201 until it is killed', () => {
    expect(run.rounds.flatMap((round) => round.unexpected)).toEqual([]);
  });

  it('dies by the SIGKILL of each round, not on its own', () => {
    expect(run.rounds.map((round) => round.exit.signal)).toEqual(run.rounds.map(() => 'SIGKILL'));
  });

  it('sells at least the orders planned for a round before it is killed', () => {
    for (const [n, round] of run.rounds.entries()) {
      expect(round.acknowledged, `round ${n + 1}`).toBeGreaterThanOrEqual(round.killAfter);
      expect(round.afterRetries.placed.length, `round ${n + 1}`).toBeGreaterThan(round.placedBefore);
    }
  });

  it('shows after a restart no more unacknowledged orders than the kill cut off', () => {
    for (const round of run.rounds) {
      const unacknowledged = ordersIn(round.afterRestart).length - round.afterRestart.placed.length;
      expect(unacknowledged, round.afterRestart.label).toBeLessThanOrEqual(round.cutOff.length);
    }
  });

  it('answers 201 to every cut-off order retried with its Idempotency-Key', () => {
    const refused = run.rounds.flatMap((round) => round.retries).filter(({ answer }) => answer.status !== 201);
    expect(refused.map(({ key, answer }) => `${key}: ${answer.status} ${answer.body}`)).toEqual([]);
  });

  it('holds exactly one order per key once the cut-off orders are retried', () => {
    for (const { afterRetries: seen } of run.rounds) {
      const present = ordersIn(seen).map((order) => order._id);
      expect(present.sort(), seen.label).toEqual(seen.placed.map((p) => p.id).sort());
    }
  });

  // PostgreSQL has no lock file: these exist only on the embedded database (not skipped elsewhere).
  if (testDbKind === 'pglite') {
    it('leaves the killed server’s pid in its lock file', () => {
      for (const { lock, afterRestart } of run.rounds) expect(lock?.afterKill, afterRestart.label).toBe(String(lock?.killed));
    });

    it('hands the lock file to the next server that starts', () => {
      for (const { lock, afterRestart } of run.rounds) expect(lock?.afterRestart, afterRestart.label).toBe(String(lock?.restarted));
    });

    it('turns away a second server on the same data directory, naming the first, whose lock stays', () => {
      expect(run.secondServer).toMatchObject({ code: 1, lockAfter: String(run.secondServer?.holder) });
      expect(run.secondServer?.output).toContain(`is in use by another shop server (pid ${run.secondServer?.holder}). Stop it first`);
    });
  }

  it('exits 0 on SIGTERM', () => {
    expect(run.stop.code).toBe(0);
  });

  it('gives its lock file back when stopped', () => {
    expect(run.lockLeft).toBe(false);
  });

  it('holds in the database one order, one item and one key per order placed', () => {
    const placed = run.placed.length;
    expect(stored.totals).toMatchObject({ orders: placed, items: placed, keys: placed });
  });

  it('holds in the database units sold and stock that add up to the initial stock', () => {
    expect(toMilli(stored.totals.sold) + toMilli(stored.totals.stock)).toBe(toMilli(INITIAL_STOCK));
  });

  it('holds in the database no partial order and none whose total is not its item’s', () => {
    expect(stored.wrongOrders).toBe(0);
  });
});
