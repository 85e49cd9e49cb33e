import { execFileSync, execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { AdminRun } from './api/admin-bench.js';
import { type DatabaseRun, QUIET_BEFORE_RSS_MS } from './api/api-bench.js';
import type { ClusterRun } from './api/cluster-bench.js';
import { serverNode } from './server-node.js';
import type { StartResult } from './start.js';
import type { LargeCatalogueRun } from './web/large-catalogue.js';
import type { WebSizeReport } from './web/size.js';
import type { StorefrontRun } from './web/storefront.js';

export interface BenchReport {
  startedAt: string;
  /** The commit measured (with "+ changes" when the tree had uncommitted ones). */
  commit: string;
  finishedAt?: string;
  machine: string;
  api?: {
    connections: number;
    seconds: number;
    /** PostgreSQL's version, or null when it was not reachable. */
    postgres: string | null;
    runs: DatabaseRun[];
  };
  admin?: { runs: AdminRun[] };
  cluster?: { connections: number; seconds: number; runs: ClusterRun[] };
  webSizes?: WebSizeReport;
  storefront?: StorefrontRun;
  catalogue?: LargeCatalogueRun;
  start?: StartResult;
}

/** The checked-out commit, marked when the working tree differs from it. */
export function commitOf(): string {
  try {
    const hash = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${hash} + changes` : hash;
  } catch {
    return 'unknown';
  }
}

/** The machine the figures come from: CPU, cores, memory, the Node of the bench and of the shop, and how busy it was. */
export function machineOf(): string {
  const shopNode = execFileSync(serverNode(), ['--version'], { encoding: 'utf8' }).trim();
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, the shop on Node ${shopNode} (the bench on ${process.version}); load average at start ${load}`;
}

const fixed = (n: number, digits = 0) => n.toFixed(digits);
const ratio = (value: number, ceiling: number | undefined) => (ceiling ? `${fixed((value / ceiling) * 100)}%` : '–');
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

function apiTable(run: DatabaseRun): string {
  const lines = [
    '| endpoint | req/s | ceiling req/s | of ceiling | p50 ms | p99 ms | ceiling p99 ms | failures | server CPU ms per request |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { endpoint, load, ceiling, cpuMsPerRequest } of run.results) {
    const cells = [endpoint, fixed(load.reqPerSec), fixed(ceiling.reqPerSec), ratio(load.reqPerSec, ceiling.reqPerSec)];
    cells.push(fixed(load.p50Ms), fixed(load.p99Ms), fixed(ceiling.p99Ms), String(load.failures), fixed(cpuMsPerRequest, 2));
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function apiTargets(api: NonNullable<BenchReport['api']>): string[] {
  const lines: string[] = [];
  for (const run of api.runs) {
    const pg = run.database === 'postgres';
    for (const { endpoint, kind, load, ceiling: bare } of run.results) {
      const ceiling = bare.reqPerSec;
      if (kind === 'order') {
        // A thousandfold a neighbourhood shop's peak of a few orders a minute (decision 0035).
        const minimum = pg ? 200 : 50;
        const ok = load.reqPerSec >= minimum && load.failures === 0 && (!pg || load.p99Ms < 500);
        lines.push(
          `${run.database} orders: ${fixed(load.reqPerSec)}/s (at least ${minimum}), ${load.failures} failures${pg ? `, p99 ${fixed(load.p99Ms)} ms (under 500)` : ''}: ${verdict(ok)}`,
        );
        continue;
      }
      // Suggestions answer every keystroke, and the storefront opens on its first page: p99 under
      // 20 ms on 10,000 products.
      const p99Limit = kind === 'suggest' || kind === 'page' ? 20 : kind === 'detail' ? 30 : pg ? 50 : 100;
      const ok = load.reqPerSec >= ceiling / 2 && load.p99Ms < p99Limit;
      lines.push(
        `${run.database} ${endpoint}: ${ratio(load.reqPerSec, ceiling)} of the ceiling (at least 50%), p99 ${fixed(load.p99Ms)} ms (under ${p99Limit}): ${verdict(ok)}`,
      );
    }
    const probe = run.readDuringOrders;
    if (probe)
      lines.push(
        `${run.database} product read during the order load: p50 ${fixed(probe.p50Ms, 1)} ms, p99 ${fixed(probe.p99Ms, 1)} ms, max ${fixed(probe.maxMs, 1)} ms over ${probe.reads} reads (never over 50; the first read, which opened the connection: ${fixed(probe.firstMs, 1)} ms): ${verdict(probe.maxMs <= 50 && probe.failures === 0)}`,
      );
    lines.push(
      `${run.database} server RSS: peak ${fixed(run.rss.peakMb)} MB, at the load's end ${fixed(run.rss.endOfLoadMb)} MB, after the load and ${QUIET_BEFORE_RSS_MS / 1000} s quiet ${fixed(run.rss.afterMb)} MB (under 400): ${verdict(run.rss.afterMb < 400)}`,
    );
  }
  return lines;
}

function adminSection(runs: AdminRun[]): { lines: string[]; targets: string[] } {
  const lines = [
    "### The owner's admin at scale (10,000 products, 5,000 customers, 100,000 orders over two years)",
    '',
    '| database | call | figure |',
    '|---|---|---|',
  ];
  const targets: string[] = [];
  for (const run of runs) {
    const db = run.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
    lines.push(`| ${db} | seeding | ${fixed(run.seedSeconds)} s |`);
    for (const { name, load } of run.lists) {
      lines.push(
        `| ${db} | ${name}, 10 connections | ${fixed(load.reqPerSec)} req/s, p50 ${fixed(load.p50Ms)} ms, p99 ${fixed(load.p99Ms)} ms, ${load.failures} failures |`,
      );
      targets.push(
        `${run.database} admin ${name}: p99 ${fixed(load.p99Ms)} ms at 10 connections (under 100): ${verdict(load.p99Ms < 100 && load.failures === 0)}`,
      );
    }
    const { sales, ordersCsv: csv, productImport: imp, pickList: pick } = run;
    if (sales && csv && imp) {
      lines.push(
        `| ${db} | sales report, 365 days | first ${fixed(sales.firstMs)} ms (sums the year's closed days), then median ${fixed(sales.medianMs)} ms, max ${fixed(sales.maxMs)} ms over ${sales.runs} |`,
        `| ${db} | orders.csv | ${csv.rows} rows, ${fixed(csv.megabytes, 1)} MB in ${fixed(csv.ms)} ms; RSS ${fixed(csv.rssBeforeMb)} MB before, peak ${fixed(csv.rssPeakMb)} MB |`,
        `| ${db} | product import | ${imp.rows} rows (${imp.created} created, ${imp.updated} updated) in ${fixed(imp.ms)} ms |`,
      );
      targets.push(
        `${run.database} sales report of 365 days: ${fixed(sales.maxMs)} ms at worst once its days are summed (under 300; the first report of a year seeded at once: ${fixed(sales.firstMs)} ms): ${verdict(sales.maxMs < 300)}`,
        `${run.database} orders CSV of ${csv.rows} orders: RSS grew ${fixed(csv.rssPeakMb - csv.rssBeforeMb)} MB (under 50): ${verdict(csv.rssPeakMb - csv.rssBeforeMb < 50 && csv.rows >= 100_000)}`,
        `${run.database} import of ${imp.rows} products: ${fixed(imp.ms / 1000, 1)} s (under 30): ${verdict(imp.ms < 30_000 && imp.rows >= 10_000)}`,
      );
    }
    if (pick) {
      lines.push(
        `| ${db} | pick list of a day (${pick.orders} orders, ${pick.products} products, ${fixed(pick.bytes / 1024)} KB), 2 connections | ${fixed(pick.day.reqPerSec)} req/s, p50 ${fixed(pick.day.p50Ms)} ms, p99 ${fixed(pick.day.p99Ms)} ms, ${pick.day.failures} failures |`,
        `| ${db} | pick list of one window, 2 connections | ${fixed(pick.window.reqPerSec)} req/s, p50 ${fixed(pick.window.p50Ms)} ms, p99 ${fixed(pick.window.p99Ms)} ms, ${pick.window.failures} failures |`,
      );
      targets.push(
        `${run.database} pick list of a day of ${pick.orders} orders: p99 ${fixed(pick.day.p99Ms)} ms (under 200): ${verdict(pick.day.p99Ms < 200 && pick.day.failures === 0 && pick.orders >= 1_000)}`,
      );
    }
  }
  lines.push('');
  return { lines, targets };
}

/** The whole report as Markdown: printed by the bench and kept in docs/performance.md. */
export function renderReport(report: BenchReport): string {
  const out: string[] = [];
  out.push(`Run ${report.startedAt} → ${report.finishedAt ?? '?'} on commit ${report.commit}, ${report.machine}.`, '');
  const targets: string[] = [];
  if (report.api) {
    const { api } = report;
    out.push(
      `### API load (${api.connections} connections, ${api.seconds} s each; req/s is the median of the per-second counts)`,
      '',
      'Each endpoint is loaded on the shop, then at once on the bare node:http ceiling answering the same bytes.',
      `PostgreSQL: ${api.postgres ?? 'not reachable, skipped'}.`,
      '',
    );
    for (const run of api.runs) out.push(`#### ${run.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, '', apiTable(run), '');
    targets.push(...apiTargets(api));
  }
  if (report.admin) {
    const admin = adminSection(report.admin.runs);
    out.push(...admin.lines);
    targets.push(...admin.targets);
  }
  if (report.cluster) {
    const { connections, seconds, runs } = report.cluster;
    out.push(
      `### Orders across app servers (nginx in front, one PostgreSQL; ${connections} connections, ${seconds} s each)`,
      '',
      'CPU is in cores (1.00 = one core busy all the time), measured from /proc over the load; everything shares this machine.',
      '',
      '| app servers | orders/s | p50 ms | p99 ms | failures | app servers CPU | PostgreSQL CPU | nginx CPU | load generator CPU |',
      '|---|---|---|---|---|---|---|---|---|',
      ...runs.map(
        ({ servers, load, cores }) =>
          `| ${servers} | ${fixed(load.reqPerSec)} | ${fixed(load.p50Ms)} | ${fixed(load.p99Ms)} | ${load.failures} | ${fixed(cores.appServers, 2)} | ${fixed(cores.postgres, 2)} | ${fixed(cores.nginx, 2)} | ${fixed(cores.loadGenerator, 2)} |`,
      ),
      '',
    );
    for (const { servers, load } of runs) {
      targets.push(
        `orders through nginx on ${servers} app server${servers > 1 ? 's' : ''}: ${fixed(load.reqPerSec)}/s, ${load.failures} failures: ${verdict(load.failures === 0)}`,
      );
    }
  }
  if (report.webSizes) {
    const { firstLoad, admin, precache, adminTextsInFirstLoad } = report.webSizes;
    const kb = (n: number) => (n / 1024).toFixed(2);
    const row = (name: string, kind: 'js' | 'css', sizes: WebSizeReport['firstLoad']) =>
      `| ${name} ${kind.toUpperCase()} | ${kb(sizes[kind].raw)} | ${kb(sizes[kind].gzip)} | ${kb(sizes[kind].brotli)} |`;
    out.push(
      '### Web build (KB, 1 KB = 1024 bytes)',
      '',
      '| files | raw | gzip | brotli |',
      '|---|---|---|---|',
      row('storefront first load', 'js', firstLoad),
      row('storefront first load', 'css', firstLoad),
      row('admin chunks', 'js', admin),
      row('admin chunks', 'css', admin),
      ...(precache
        ? [
            `| service worker precache (${precache.files} files) | ${kb(precache.total.raw)} | ${kb(precache.total.gzip)} | ${kb(precache.total.brotli)} |`,
          ]
        : []),
      '',
      `First load: ${firstLoad.files.join(', ')}.`,
      '',
      ...(precache
        ? [
            `Precache: ${precache.entries} entries in \`${precache.serviceWorker}\`'s list, ${precache.files} distinct files, fetched by the service worker at install${precache.missing.length ? `; listed but not in the build: ${precache.missing.join(', ')}` : ''}.`,
            '',
          ]
        : []),
    );
    targets.push(
      `first-load JS ${kb(firstLoad.js.gzip)} KB gzip (at most 170): ${verdict(firstLoad.js.gzip <= 170 * 1024)}`,
      `admin code absent from the first load: ${verdict(adminTextsInFirstLoad.length === 0)}${adminTextsInFirstLoad.length ? ` (${adminTextsInFirstLoad.map((a) => `${a.text} in ${a.file}`).join('; ')})` : ''}`,
    );
  }
  if (report.storefront) {
    const { lighthouse, thumbnails } = report.storefront;
    out.push(
      `### Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown; median of ${lighthouse[0]?.runs.length ?? 0} runs on the demo catalogue)`,
      '',
      '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
      '|---|---|---|---|---|---|---|---|',
      ...lighthouse.map(
        ({ page, median: m }) =>
          `| ${page} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${fixed(m.lcpMs)} | ${fixed(m.tbtMs)} | ${m.cls} |`,
      ),
      '',
      `Product thumbnails: ${thumbnails.count}, the largest ${(thumbnails.largestBytes / 1024).toFixed(1)} KB, served with \`cache-control: ${thumbnails.cacheControl}\`.`,
      '',
    );
    for (const { page, median: m } of lighthouse) {
      const ok = m.performance >= 95 && m.accessibility === 100 && m.bestPractices >= 95 && m.seo >= 95 && m.lcpMs < 2500 && m.cls < 0.1;
      targets.push(
        `Lighthouse ${page}: performance ${m.performance} (95), accessibility ${m.accessibility} (100), best practices ${m.bestPractices} (95), SEO ${m.seo} (95), LCP ${fixed(m.lcpMs)} ms (under 2500), CLS ${m.cls} (under 0.1): ${verdict(ok)}`,
      );
    }
    targets.push(
      `thumbnails at most 40 KB (largest ${(thumbnails.largestBytes / 1024).toFixed(1)} KB) with long-lived caching: ${verdict(thumbnails.largestBytes <= 40 * 1024 && /max-age=31536000/.test(thumbnails.cacheControl ?? ''))}`,
    );
  }
  if (report.catalogue) {
    const { products, lighthouse } = report.catalogue;
    out.push(
      `### Lighthouse on a catalogue of ${products.toLocaleString('en-IN')} products (mobile defaults; median of ${lighthouse[0]?.runs.length ?? 0} runs)`,
      '',
      '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
      '|---|---|---|---|---|---|---|---|',
      ...lighthouse.map(
        ({ page, median: m }) =>
          `| ${page} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${fixed(m.lcpMs)} | ${fixed(m.tbtMs)} | ${m.cls} |`,
      ),
      '',
    );
    // The list opens on its first page of 24 however large the shop is (decision 0020).
    for (const { page, median: m } of lighthouse) {
      const ok = m.performance >= 95 && m.bestPractices === 100 && m.lcpMs < 2500;
      targets.push(
        `Lighthouse ${page} with ${products} products: performance ${m.performance} (95), best practices ${m.bestPractices} (100), LCP ${fixed(m.lcpMs)} ms (under 2500): ${verdict(ok)}`,
      );
    }
  }
  if (report.start) {
    out.push(
      '### Start-up',
      '',
      `\`npm start\` on an existing data directory until /api/health answers: median ${fixed(report.start.medianMs)} ms (runs: ${report.start.runsMs.join(', ')} ms).`,
      '',
    );
    targets.push(`start ${fixed(report.start.medianMs)} ms (under 3000): ${verdict(report.start.medianMs < 3000)}`);
  }
  if (targets.length > 0) out.push('### Targets', '', ...targets.map((t) => `- ${t}`), '');
  return out.join('\n');
}

const BEGIN = '<!-- bench:begin -->';
const END = '<!-- bench:end -->';

/** Replaces the figures between the bench markers of `file` (the prose around them stays). */
export function writeReportInto(file: string, text: string): void {
  const current = readFileSync(file, 'utf8');
  const begin = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${file} has no ${BEGIN} … ${END} section`);
  writeFileSync(file, `${current.slice(0, begin + BEGIN.length)}\n${text}\n${current.slice(end)}`);
}
