// `npm run bench`: the shop's speed in one run (docs/performance.md). Builds the shop, then
// measures the API under load on PGlite and PostgreSQL against a bare node:http ceiling, the
// web build's sizes, Lighthouse on the storefront, and start-up time; prints every figure and
// writes them into docs/performance.md.
//
// The owner's admin is measured at its own scale (10,000 products, 100,000 orders) on a database
// of its own (--only admin), and the storefront's product list by Lighthouse on a catalogue of
// 10,000 products (--only catalogue).
//
// Orders per second through nginx with one, two and three app servers on one PostgreSQL are
// measured too (--only cluster; Debian's nginx, installed when missing).
//
// Options: --seconds 10 --connections 50 --warmup 2 --only api,admin,cluster,web,catalogue,start --databases pglite,postgres
//          --endpoints order,single (names containing these; for --only admin: orders, cash-up, khata, pick list, and sales with the CSV and the import)
//          --lighthouse-runs 3 --start-runs 5
//          --no-build --no-write
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type AdminRun, benchAdmin } from './api/admin-bench.js';
import { benchDatabase, type DatabaseRun } from './api/api-bench.js';
import { benchCluster } from './api/cluster-bench.js';
import { freshPostgresDatabase, postgresVersion } from './api/postgres.js';
import { type BenchReport, commitOf, machineOf, renderReport, writeReportInto } from './report.js';
import { measureStart } from './start.js';
import { benchLargeCatalogue } from './web/large-catalogue.js';
import { measureWebSizes } from './web/size.js';
import { benchStorefront } from './web/storefront.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    only: { type: 'string', default: 'api,admin,cluster,web,catalogue,start' },
    endpoints: { type: 'string', default: '' },
    databases: { type: 'string', default: 'pglite,postgres' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'start-runs': { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const warmupSeconds = Number(values.warmup);
const parts = new Set(values.only.split(','));
const databases = new Set(values.databases.split(','));
const onlyEndpoints = values.endpoints.split(',').filter(Boolean);
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string) => console.log(line);

const PORTS = {
  pglite: 3411,
  postgres: 3412,
  ceiling: 3413,
  storefront: 3414,
  start: 3415,
  admin: 3416,
  nginx: 3417,
  catalogue: 3418,
  cluster: [3421, 3422, 3423],
} as const;

async function benchApi(scratch: string): Promise<BenchReport['api']> {
  const runs: DatabaseRun[] = [];
  const load = { connections, seconds, warmupSeconds, only: onlyEndpoints, ceilingPort: PORTS.ceiling, scratchDir: scratch };

  if (databases.has('pglite')) {
    log('API on PGlite');
    runs.push(
      await benchDatabase({
        database: 'pglite',
        env: { DATA_DIR: path.join(scratch, 'pglite') },
        port: PORTS.pglite,
        log,
        ...load,
      }),
    );
  }

  const postgresUrl = databases.has('postgres') ? await freshPostgresDatabase(postgresAdminUrl, 'shop_bench') : null;
  let postgres: string | null = null;
  if (postgresUrl) {
    postgres = await postgresVersion(postgresUrl);
    log(`API on PostgreSQL ${postgres}`);
    runs.push(
      await benchDatabase({
        database: 'postgres',
        env: { DATA_DIR: path.join(scratch, 'postgres'), DATABASE_URL: postgresUrl },
        port: PORTS.postgres,
        log,
        ...load,
      }),
    );
  } else {
    log(`API on PostgreSQL: skipped (not asked for, or nothing answers at ${postgresAdminUrl}; set BENCH_POSTGRES_URL)`);
  }

  return { connections, seconds, postgres, runs };
}

async function benchAdminScale(scratch: string): Promise<BenchReport['admin']> {
  const runs: AdminRun[] = [];
  const common = { port: PORTS.admin, seconds, only: onlyEndpoints, log };
  if (databases.has('pglite')) {
    log('Admin at scale on PGlite');
    runs.push(await benchAdmin({ database: 'pglite', env: { DATA_DIR: path.join(scratch, 'admin-pglite') }, ...common }));
  }
  const postgresUrl = databases.has('postgres') ? await freshPostgresDatabase(postgresAdminUrl, 'shop_bench_admin') : null;
  if (postgresUrl) {
    log('Admin at scale on PostgreSQL');
    runs.push(
      await benchAdmin({
        database: 'postgres',
        env: { DATA_DIR: path.join(scratch, 'admin-postgres'), DATABASE_URL: postgresUrl },
        ...common,
      }),
    );
  }
  return { runs };
}

async function benchAppServers(scratch: string): Promise<BenchReport['cluster']> {
  const databaseUrl = await freshPostgresDatabase(postgresAdminUrl, 'shop_bench_cluster');
  if (!databaseUrl) {
    log(`Orders across app servers: skipped (nothing answers at ${postgresAdminUrl}; set BENCH_POSTGRES_URL)`);
    return undefined;
  }
  log('Orders across 1, 2 and 3 app servers behind nginx on PostgreSQL');
  const runs = await benchCluster({
    databaseUrl,
    scratchDir: scratch,
    ports: [...PORTS.cluster],
    nginxPort: PORTS.nginx,
    connections,
    seconds,
    warmupSeconds,
    log,
  });
  return { connections, seconds, runs };
}

async function main(): Promise<void> {
  if (!values['no-build']) {
    log('Building the shop (npm run build)');
    execSync('npm run build --silent', { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const report: BenchReport = { startedAt: new Date().toISOString(), commit: commitOf(), machine: machineOf() };
  try {
    if (parts.has('api')) report.api = await benchApi(scratch);
    if (parts.has('admin')) report.admin = await benchAdminScale(scratch);
    if (parts.has('cluster')) report.cluster = await benchAppServers(scratch);
    // The storefront's shop (the demo catalogue) is also the data directory start-up is timed on.
    const shopDir = path.join(scratch, 'demo');
    if (parts.has('web')) {
      log('Web: build sizes');
      report.webSizes = await measureWebSizes();
      log(`Web: Lighthouse (mobile), ${values['lighthouse-runs']} runs per page`);
      report.storefront = await benchStorefront({ dataDir: shopDir, port: PORTS.storefront, runs: Number(values['lighthouse-runs']) });
    }
    if (parts.has('catalogue')) {
      log(`Web: Lighthouse (mobile) on a catalogue of 10,000 products, ${values['lighthouse-runs']} runs`);
      report.catalogue = await benchLargeCatalogue({
        dataDir: path.join(scratch, 'catalogue'),
        port: PORTS.catalogue,
        runs: Number(values['lighthouse-runs']),
        log,
      });
    }
    if (parts.has('start')) {
      log(`Start: npm start on an existing data directory, ${values['start-runs']} runs`);
      report.start = await measureStart({ dataDir: shopDir, port: PORTS.start, runs: Number(values['start-runs']) });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  report.finishedAt = new Date().toISOString();
  const text = renderReport(report);
  console.log(`\n${text}`);
  if (!values['no-write']) {
    writeReportInto('docs/performance.md', text);
    log('\nWritten into docs/performance.md');
  }
}

await main();
