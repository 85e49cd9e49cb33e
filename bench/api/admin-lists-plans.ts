// `npx tsx bench/api/admin-lists-plans.ts [--reuse] [--load]`: the owner's lists at the scale of
// API.md "The owner's admin at scale" on PostgreSQL (DATABASE_URL, else the local server). Each
// request is made through the shop as the admin screens make it; every statement it sent is
// run again under EXPLAIN (ANALYZE, BUFFERS) with its own parameters, so the plans shown are those
// of the code's queries. --load adds 10 s of 10 connections on each request (autocannon).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app.js';
import { configFrom } from '#server/config.js';
import { openDatabase } from '#server/db/client.js';
import { orders, users } from '#server/db/schema.js';
import { createSessionStore } from '#server/modules/auth/sessions.js';
import { ADMIN_SCALE, growToAdminScale } from './admin-scale.js';
import { runLoad } from './load.js';
import { freshPostgresDatabase } from './postgres.js';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reuse = process.argv.includes('--reuse');
const withLoad = process.argv.includes('--load');
const NAME = 'shop_bench_admin_scale';

function databaseUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = `/${NAME}`;
  return url.toString();
}

interface Sent {
  query: string;
  params: unknown[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const url = reuse ? databaseUrl() : await freshPostgresDatabase(adminUrl, NAME);
  if (!url) throw new Error(`no PostgreSQL answers at ${adminUrl}`);
  let sent: Sent[] = [];
  const database = await openDatabase(
    { kind: 'postgres', url, poolSize: 10 },
    { onQuery: (query, params) => sent.push({ query, params }) },
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-scale-'));
  try {
    await database.migrate();
    const started = Date.now();
    await growToAdminScale(database, ADMIN_SCALE, (line) => console.error(line));
    console.log(`# The owner's lists at ${ADMIN_SCALE.orders} orders (seeded in ${Math.round((Date.now() - started) / 1000)} s)\n`);

    const config = configFrom({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0' });
    const app = await buildApp({ config, database });
    await app.ready();
    const [admin] = await database.db
      .insert(users)
      .values({ firstName: 'Bench', lastName: 'Owner', email: `owner-${Date.now()}@bench.example`, passwordHash: 'unused', role: 'Admin' })
      .returning({ id: users.id });
    const cookie = `session=${await createSessionStore({ db: database.db, config, clock: () => new Date(), cluster: undefined }).start(admin!.id)}`;
    const [someone] = await database.db.select().from(orders).where(eq(orders.status, 'Delivered')).limit(1).offset(5000);
    const [account] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, someone!.userId!));

    const requests: [string, string][] = [
      ['orders, first page', '/api/user/admin/orders?page=1'],
      ['orders, Processing tab', '/api/user/admin/orders?status=Processing&page=1'],
      ['orders, Delivered tab', '/api/user/admin/orders?status=Delivered&page=1'],
      ['orders, Delivered tab page 200', '/api/user/admin/orders?status=Delivered&page=200'],
      ['orders, search by name', `/api/user/admin/orders?q=${encodeURIComponent(`${someone!.firstName} ${someone!.lastName}`)}&page=1`],
      ['orders, search by name in a tab', `/api/user/admin/orders?q=${encodeURIComponent(someone!.lastName)}&status=Cancelled&page=1`],
      ['orders, search by mobile', `/api/user/admin/orders?q=${someone!.mobileNumber.slice(2, 9)}&page=1`],
      ['orders, search by e-mail', `/api/user/admin/orders?q=${encodeURIComponent((account!.email ?? '').split('@')[0]!)}&page=1`],
      ['orders, search by order id', `/api/user/admin/orders?q=${someone!.id.slice(0, 8)}&page=1`],
      ['orders, a month', '/api/user/admin/orders?from=2026-01-01&to=2026-01-31&page=1'],
      ['users, search', '/api/user/admin/user?q=patil&page=1'],
      ['products, search', '/api/product/getAllProducts?keyword=tomato&page=1&limit=25'],
      ['dashboard', '/api/admin/dashboard'],
      ['cash-up, today', '/api/admin/reports/payments'],
      [
        'cash-up, a day last month',
        `/api/admin/reports/payments?date=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
      ],
      ['khata list', '/api/admin/khata'],
    ];

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const [name, requestUrl] of requests) {
      const timings: number[] = [];
      for (let n = 0; n < 15; n++) {
        const begun = performance.now();
        const response = await app.inject({ method: 'GET', url: requestUrl, headers: { cookie } });
        timings.push(performance.now() - begun);
        if (response.statusCode !== 200) throw new Error(`${requestUrl}: ${response.statusCode} ${response.body}`);
      }
      sent = [];
      const answer = (await app.inject({ method: 'GET', url: requestUrl, headers: { cookie } })).json();
      console.log(`## ${name}: ${requestUrl}\n`);
      console.log(`median ${median(timings).toFixed(1)} ms in the shop, one at a time; matched ${answer.matched ?? '–'}\n`);
      for (const statement of sent.filter((s) => /^\s*(select|with)\b/i.test(s.query) && !/"sessions"/.test(s.query))) {
        const { rows } = await client.query(`explain (analyze, buffers) ${statement.query}`, statement.params);
        const plan = rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
        console.log('```');
        console.log(statement.query.slice(0, 300));
        console.log(plan);
        console.log('```\n');
      }
    }
    await client.end();

    if (withLoad) {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      for (const [name, requestUrl] of requests.slice(0, 9)) {
        const result = await runLoad(address, { path: requestUrl, headers: { cookie } }, { connections: 10, seconds: 10 });
        console.log(`load ${name}: ${result.reqPerSec} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.failures} failures`);
      }
    }
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
