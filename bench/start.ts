import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withServerNodeOnPath } from './server-node.js';
import { median } from './stats.js';

/**
 * Start-up time of `npm start` on an existing data directory. Used by bench/run.ts; prints nothing itself.
 *
 * `npm start` runs `sh -c "node scripts/start.mjs"`, and that node process is the server
 * (start.mjs imports dist/server/main.js in-process). npm forwards SIGTERM to the shell only, which
 * dies without passing it on (start.mjs then stops on its own), so the shop is spawned in a
 * process group of its own and stopped by signalling the whole group: the server gets SIGTERM
 * directly and closes cleanly.
 */

export interface StartOptions {
  /** A data directory; the first, uncounted run migrates and seeds it if it is new. */
  dataDir: string;
  port: number;
  /** Counted runs, after the preparing one. */
  runs: number;
  /** Extra environment for the shop (DATA_DIR, PORT, HOST=127.0.0.1 and LOG_LEVEL=warn are set). */
  env?: Record<string, string>;
}

export interface StartResult {
  /** Median of runsMs: spawn of `npm start` to the first 200 from GET /api/health. */
  medianMs: number;
  runsMs: number[];
}

export interface RunningShop {
  /** The `npm` process, leader of the shop's process group. */
  npmPid: number;
  baseUrl: string;
  /** Spawn of `npm start` to the first 200 from /api/health. */
  startMs: number;
  /** Output so far (stdout and stderr, the last 64 KB). */
  output(): string;
  /** SIGTERM to the process group; resolves once every process of it has exited. */
  stop(): Promise<void>;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const POLL_MS = 20;
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LIMIT = 64 * 1024;

/** Starts `npm start` on dataDir once to prepare it, then times `runs` further starts. */
export async function measureStart(options: StartOptions): Promise<StartResult> {
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('runs must be a positive integer');
  const prepare = await startShop(options);
  await prepare.stop();
  const runsMs: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    const shop = await startShop(options);
    runsMs.push(shop.startMs);
    await shop.stop();
  }
  return { medianMs: median(runsMs), runsMs };
}

/** `npm start` on dataDir, resolved once /api/health answers 200; the caller stops it. */
export async function startShop({ dataDir, port, env = {} }: Omit<StartOptions, 'runs'>): Promise<RunningShop> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: withServerNodeOnPath({ ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, DATA_DIR: dataDir, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const spawnError = new Promise<never>((_, reject) => child.on('error', reject));
  spawnError.catch(() => {});
  const npmPid = child.pid;
  if (npmPid === undefined) throw await spawnError;

  const stop = () => stopGroup(child, npmPid);
  const host = env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : '127.0.0.1';
  const baseUrl = `http://${host}:${port}`;
  try {
    while (!(await healthy(`${baseUrl}/api/health`))) {
      if (exited && !groupAlive(npmPid)) throw new Error(`the shop exited while starting:\n${output}`);
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error(`the shop did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
      await sleep(POLL_MS);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const startMs = Math.round(performance.now() - started);
  return { npmPid, baseUrl, startMs, output: () => output, stop };
}

async function stopGroup(child: ChildProcess, groupId: number): Promise<void> {
  signalGroup(groupId, 'SIGTERM');
  const deadline = performance.now() + STOP_TIMEOUT_MS;
  while (groupAlive(groupId)) {
    if (performance.now() > deadline) {
      signalGroup(groupId, 'SIGKILL');
      throw new Error(`the shop (process group ${groupId}) did not stop within ${STOP_TIMEOUT_MS} ms of SIGTERM`);
    }
    await sleep(POLL_MS);
  }
  child.stdout?.destroy();
  child.stderr?.destroy();
}

function signalGroup(groupId: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-groupId, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Whether any process of the group still runs (a zombie npm, reaped by us later, counts as gone). */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
  } catch {
    return false;
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === groupId && state !== 'Z') return true;
    } catch {
      // gone meanwhile
    }
  }
  return false;
}

function healthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 1000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
      response.on('error', () => resolve(false));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
