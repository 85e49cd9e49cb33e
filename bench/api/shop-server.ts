import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { startNodeFlags } from '../../scripts/node-flags.js';
import { serverNode } from '../server-node.js';

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Polls `url` until it answers 200, or throws after `timeoutMs`. */
export async function waitUntilAnswering(url: string, timeoutMs = 60_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the built server (dist/server/main.js) as production runs it: on serverNode(), with the
 * flags `npm start` gives Node, `env` on top.
 */
export async function startShopServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  // BENCH_CPU_PROFILE_DIR=dir writes a V8 CPU profile of the server per run (open it in Chrome's DevTools).
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(serverNode(), [...startNodeFlags(), ...profile, path.resolve('dist/server/main.js')], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/api/health`, 60_000, child);
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
