import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { DatabaseRun } from './api/api-bench.js';
import type { LoadResult } from './api/load.js';

export interface BenchReport {
  startedAt: string;
  finishedAt?: string;
  machine: string;
  api?: {
    connections: number;
    seconds: number;
    /** PostgreSQL's version, or null when it was not reachable. */
    postgres: string | null;
    runs: DatabaseRun[];
    ceiling: Record<string, LoadResult>;
  };
}

/** The machine the figures come from: CPU, cores, memory, Node, and how busy it was. */
export function machineOf(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}; load average at start ${load}`;
}

const fixed = (n: number, digits = 0) => n.toFixed(digits);
const ratio = (value: number, ceiling: number | undefined) => (ceiling ? `${fixed((value / ceiling) * 100)}%` : '–');
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

function apiTable(api: NonNullable<BenchReport['api']>): string {
  const header = ['endpoint', 'ceiling req/s'];
  for (const run of api.runs) header.push(`${run.database} req/s`, 'of ceiling', 'p50 ms', 'p99 ms', 'failures');
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const { endpoint } of api.runs[0]?.results ?? []) {
    const ceiling = api.ceiling[endpoint]?.reqPerSec;
    const cells = [endpoint, ceiling === undefined ? '–' : fixed(ceiling)];
    for (const run of api.runs) {
      const load = run.results.find((r) => r.endpoint === endpoint)?.load;
      if (!load) cells.push('–', '–', '–', '–', '–');
      else cells.push(fixed(load.reqPerSec), ratio(load.reqPerSec, ceiling), fixed(load.p50Ms), fixed(load.p99Ms), String(load.failures));
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function apiTargets(api: NonNullable<BenchReport['api']>): string[] {
  const lines: string[] = [];
  for (const run of api.runs) {
    const pg = run.database === 'postgres';
    for (const { endpoint, kind, load } of run.results) {
      const ceiling = api.ceiling[endpoint]?.reqPerSec ?? 0;
      if (kind === 'order') {
        const minimum = pg ? 300 : 100;
        const ok = load.reqPerSec >= minimum && load.failures === 0 && (!pg || load.p99Ms < 150);
        lines.push(
          `${run.database} orders: ${fixed(load.reqPerSec)}/s (at least ${minimum}), ${load.failures} failures${pg ? `, p99 ${fixed(load.p99Ms)} ms (under 150)` : ''}: ${verdict(ok)}`,
        );
        continue;
      }
      const p99Limit = kind === 'detail' ? 30 : pg ? 50 : 100;
      const ok = load.reqPerSec >= ceiling / 2 && load.p99Ms < p99Limit;
      lines.push(
        `${run.database} ${endpoint}: ${ratio(load.reqPerSec, ceiling)} of the ceiling (at least 50%), p99 ${fixed(load.p99Ms)} ms (under ${p99Limit}): ${verdict(ok)}`,
      );
    }
    const probe = run.readDuringOrders;
    if (probe)
      lines.push(
        `${run.database} product read during the order load: p50 ${fixed(probe.p50Ms, 1)} ms, p99 ${fixed(probe.p99Ms, 1)} ms, max ${fixed(probe.maxMs, 1)} ms over ${probe.reads} reads (never over 50): ${verdict(probe.maxMs <= 50 && probe.failures === 0)}`,
      );
    lines.push(
      `${run.database} server RSS: peak ${fixed(run.rss.peakMb)} MB, after the load ${fixed(run.rss.afterMb)} MB (under 250): ${verdict(run.rss.afterMb < 250)}`,
    );
  }
  return lines;
}

/** The whole report as Markdown: printed by the bench and kept in docs/performance.md. */
export function renderReport(report: BenchReport): string {
  const out: string[] = [];
  out.push(`Run ${report.startedAt} → ${report.finishedAt ?? '?'} on ${report.machine}.`, '');
  const targets: string[] = [];
  if (report.api) {
    const { api } = report;
    out.push(
      `### API load (${api.connections} connections, ${api.seconds} s each; req/s is the median of the per-second counts)`,
      '',
      `PostgreSQL: ${api.postgres ?? 'not reachable, skipped'}.`,
      '',
      apiTable(api),
      '',
    );
    targets.push(...apiTargets(api));
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
