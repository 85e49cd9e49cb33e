import { writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq } from 'drizzle-orm';
import { configFrom } from '#server/config.js';
import { openConfiguredDatabase } from '#server/db/open-for-config.js';
import { orders, users } from '#server/db/schema.js';
import { createSessionStore } from '#server/modules/auth/sessions.js';
import { median, residentMemory } from '../stats.js';
import { ADMIN_SCALE, growToAdminScale } from './admin-scale.js';
import { type LoadResult, runLoad } from './load.js';
import { PICK_DAY_ORDERS, pickDayDate, seedPickDay } from './pick-day.js';
import { startShopServer } from './shop-server.js';

/**
 * The owner's admin at the scale of API.md "The owner's admin at scale": 10,000 products, 5,000
 * customers and 100,000 orders, seeded straight into a database of its own, then the built
 * server measured as the admin screens call it: the orders list by tab and by search under 10
 * connections, the sales report of a year, the orders CSV (and how much the server's memory
 * grows while it streams), the import of every product back, and the pick list of a day of
 * 1,000 orders to pack (pick-day.ts), whole and of one delivery window, as an owner or two print it.
 */
export interface AdminRun {
  database: 'pglite' | 'postgres';
  seedSeconds: number;
  lists: { name: string; load: LoadResult }[];
  /** Absent when left out by --endpoints: the sales report (with the CSV and the import), the pick list. */
  sales?: { firstMs: number; medianMs: number; maxMs: number; runs: number };
  ordersCsv?: { rows: number; megabytes: number; ms: number; rssBeforeMb: number; rssPeakMb: number };
  productImport?: { rows: number; ms: number; created: number; updated: number };
  pickList?: { orders: number; products: number; bytes: number; day: LoadResult; window: LoadResult };
}

const LIST_CONNECTIONS = 10;
/** The owner and a helper printing the day's pick list at once. */
const PICK_LIST_CONNECTIONS = 2;
const SALES_RUNS = 15;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const begun = performance.now();
  const value = await work();
  return { value, ms: performance.now() - begun };
}

/** The IST date `days` before today. */
function istDaysAgo(days: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

/** A year back from today's IST date, both ends included (365 days). */
function lastYear(): { from: string; to: string } {
  const today = new Date(Date.now() + 5.5 * 3_600_000);
  const from = new Date(today.getTime() - 364 * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

export async function benchAdmin(options: {
  database: 'pglite' | 'postgres';
  env: Record<string, string>;
  port: number;
  seconds: number;
  /** Only the measures whose names contain one of these (--endpoints); all when empty. */
  only: string[];
  log: (line: string) => void;
}): Promise<AdminRun> {
  const { env, port, seconds, log } = options;
  const wanted = (name: string) => options.only.length === 0 || options.only.some((part) => name.includes(part));
  const config = configFrom({ ...env, PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'warn' });
  const database = await openConfiguredDatabase(config);
  const pickDate = pickDayDate();
  let cookie: string;
  let searches: string[];
  const seeded = performance.now();
  try {
    await database.migrate();
    await growToAdminScale(database, ADMIN_SCALE, (line) => log(line));
    const pickSeeded = Date.now();
    await seedPickDay(database, pickDate);
    log(`  a day of ${PICK_DAY_ORDERS} orders to pack: ${Date.now() - pickSeeded} ms`);
    const [owner] = await database.db
      .insert(users)
      .values({ firstName: 'Bench', lastName: 'Owner', email: 'owner@bench.example', passwordHash: 'unused', role: 'Admin' })
      .returning({ id: users.id });
    cookie = `session=${await createSessionStore({ db: database.db, config, clock: () => new Date(), cluster: undefined }).start(owner!.id)}`;
    // What an owner types: a shopper's name, part of a mobile number, an e-mail, an order id.
    const some = await database.db
      .select({ id: orders.id, lastName: orders.lastName, firstName: orders.firstName, mobile: orders.mobileNumber, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.status, 'Delivered')))
      .orderBy(desc(orders.createdAt))
      .limit(4)
      .offset(3000);
    searches = some.flatMap((o, i) => [
      [`${o.firstName} ${o.lastName}`, o.mobile.slice(2, 9), (o.email ?? '').split('@')[0]!, o.id.slice(0, 8)][i]!,
      o.lastName,
    ]);
  } finally {
    await database.close();
  }
  const seedSeconds = (performance.now() - seeded) / 1000;
  log(`  seeded in ${seedSeconds.toFixed(0)} s`);

  const server = await startShopServer({ ...env, SEED_DEMO: '0' }, port);
  const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  try {
    const rotating = (paths: string[]) => {
      let i = 0;
      return { path: paths[0]!, headers, next: () => ({ path: paths[i++ % paths.length] }) as never };
    };
    const listLoads: [string, string[]][] = [
      [
        'orders, Delivered tab, pages 1–40',
        Array.from({ length: 40 }, (_, n) => `/api/user/admin/orders?status=Delivered&page=${n + 1}&limit=25`),
      ],
      [
        'orders, search (name, mobile, e-mail, order id)',
        searches.map((q) => `/api/user/admin/orders?q=${encodeURIComponent(q)}&page=1&limit=25`),
      ],
      // The owner's day (API.md "Getting paid"): today's cash-up and each of the last 30 days', each
      // with the delivered orders still unpaid and the refunds due of the whole shop.
      ['cash-up report, the last 30 days', Array.from({ length: 30 }, (_, n) => `/api/admin/reports/payments?date=${istDaysAgo(n)}`)],
      ['khata list', ['/api/admin/khata']],
    ];
    const lists: AdminRun['lists'] = [];
    for (const [name, paths] of listLoads.filter(([name]) => wanted(name))) {
      for (const path of paths) await get(path);
      const load = await runLoad(server.url, rotating(paths), { connections: LIST_CONNECTIONS, seconds, warmupSeconds: 2 });
      lists.push({ name, load });
      log(`  ${name}: ${load.reqPerSec} req/s, p99 ${load.p99Ms} ms, ${load.failures} failures`);
    }

    const run: AdminRun = { database: options.database, seedSeconds, lists };
    if (wanted('sales')) Object.assign(run, await benchSalesCsvAndImport());
    if (wanted('pick list')) run.pickList = await benchPickList();
    return run;

    async function benchSalesCsvAndImport() {
      const { from, to } = lastYear();
      const salesPath = `/api/admin/reports/sales?from=${from}&to=${to}`;
      const first = await timed(() => get(salesPath).then((r) => r.arrayBuffer()));
      const warm: number[] = [];
      for (let n = 0; n < SALES_RUNS; n++) warm.push((await timed(() => get(salesPath).then((r) => r.arrayBuffer()))).ms);
      const sales = { firstMs: first.ms, medianMs: median(warm), maxMs: Math.max(...warm), runs: SALES_RUNS };
      log(`  sales report ${from} to ${to}: first ${sales.firstMs.toFixed(0)} ms, then median ${sales.medianMs.toFixed(0)} ms`);

      // The peak is measured from here: Linux resets VmHWM to the current RSS on "5" in clear_refs.
      const rssBeforeMb = residentMemory(server.pid).currentMb;
      writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
      const csv = await timed(async () => {
        const response = await fetch(`${server.url}/api/admin/orders.csv`, { headers: { cookie } });
        let bytes = 0;
        let rows = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.byteLength;
          for (const byte of chunk) if (byte === 10) rows++;
        }
        return { bytes, rows: rows - 1 };
      });
      const ordersCsv = {
        rows: csv.value.rows,
        megabytes: csv.value.bytes / 2 ** 20,
        ms: csv.ms,
        rssBeforeMb,
        rssPeakMb: residentMemory(server.pid).peakMb,
      };
      log(
        `  orders.csv: ${ordersCsv.rows} rows in ${ordersCsv.ms.toFixed(0)} ms, RSS ${rssBeforeMb.toFixed(0)} → peak ${ordersCsv.rssPeakMb.toFixed(0)} MB`,
      );

      // Every product back with its stock changed by one unit, so each row is an update.
      const [header, ...products] = parse((await (await get('/api/admin/products.csv')).text()).replace(/^\uFEFF/, '')) as string[][];
      const stocks = header!.indexOf('stocks');
      const restocked = stringify([
        header!,
        ...products.map((row) => row.map((cell, i) => (i === stocks ? String(Number(cell) > 0 ? Number(cell) - 1 : 1) : cell))),
      ]);
      const form = new FormData();
      form.append('file', new Blob([restocked], { type: 'text/csv' }), 'products.csv');
      const imported = await timed(async () => {
        const response = await fetch(`${server.url}/api/admin/products/import`, { method: 'POST', headers: { cookie }, body: form });
        const body = (await response.json()) as { created?: number; updated?: number; message?: unknown };
        if (!response.ok) throw new Error(`import: ${response.status} ${JSON.stringify(body.message).slice(0, 500)}`);
        return body;
      });
      const productImport = {
        rows: products.length,
        ms: imported.ms,
        created: imported.value.created ?? 0,
        updated: imported.value.updated ?? 0,
      };
      log(`  import of ${productImport.rows} products: ${productImport.ms.toFixed(0)} ms`);
      return { sales, ordersCsv, productImport };
    }

    async function benchPickList() {
      const dayPath = `/api/admin/picklist?date=${pickDate}`;
      const whole = (await (await get(dayPath)).json()) as { orders: unknown[]; products: unknown[] };
      const bytes = (await (await fetch(`${server.url}${dayPath}`, { headers })).arrayBuffer()).byteLength;
      const loadOf = (path: string) =>
        runLoad(server.url, { path, headers }, { connections: PICK_LIST_CONNECTIONS, seconds, warmupSeconds: 2 });
      const pickList = {
        orders: whole.orders.length,
        products: whole.products.length,
        bytes,
        day: await loadOf(dayPath),
        window: await loadOf(`${dayPath}&slot=07:00`),
      };
      log(
        `  pick list of ${pickList.orders} orders, ${pickList.products} products: p99 ${pickList.day.p99Ms} ms; one window p99 ${pickList.window.p99Ms} ms`,
      );
      return pickList;
    }
  } finally {
    await server.stop();
  }
}
