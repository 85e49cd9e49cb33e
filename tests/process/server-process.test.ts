import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unusedPort } from '../support/shop-process.js';

/** The real server process on the embedded database: start, lock, graceful stop, restart. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-process-'));
const port = await unusedPort();
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED_DEMO: '0',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'owner-password-1',
  LOG_LEVEL: 'warn',
};

function startServer(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer within 90 s');
}

const login = () =>
  fetch(`http://127.0.0.1:${port}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'owner-password-1' }),
  });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('locks its data directory, stops cleanly on SIGTERM and keeps its data across a restart', async () => {
    const first = startServer();
    await waitForHealth();
    expect(existsSync(path.join(dataDir, 'shop.lock'))).toBe(true);
    expect((await login()).status).toBe(200);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another shop server/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);

    const again = startServer();
    await waitForHealth();
    expect((await login()).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);

  it('stops with one clear line on a bad setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...env, PORT: 'abc' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Invalid configuration: PORT must be a port number/);
  }, 30_000);
});
