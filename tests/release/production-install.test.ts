import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ShopProcess, startShopProcess, unusedPort, waitUntilHealthy } from '../support/shop-process.js';

/**
 * docs/deploy.md "Installing a release": `npm run release` packs the build; the owner unpacks it
 * on a machine of its own, runs `npm ci --omit=dev`, then `npm start`. Nothing that builds,
 * tests or measures the shop is installed, and the shop and its commands run.
 */
const work = mkdtempSync(path.join(tmpdir(), 'shop-release-'));
const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
const folder = path.join(work, `${name}-${version}`);
const port = await unusedPort();
const env = {
  DATA_DIR: path.join(work, 'data'),
  PORT: String(port),
  HOST: '127.0.0.1',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'owner-password-1',
  LOG_LEVEL: 'warn',
};
let shop: ShopProcess;
let installedMb = 0;

/** The server `npm start` started: the node process under npm (and its shell) running scripts/start.mjs. */
function serverUnder(pid: number): number | undefined {
  const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean);
  for (const line of children) {
    const [child = '', ...args] = line.trim().split(/\s+/);
    if (args.join(' ').includes('node') && args.join(' ').includes('scripts/start.mjs') && !args[0]?.endsWith('sh')) return Number(child);
    const deeper = serverUnder(Number(child));
    if (deeper) return deeper;
  }
  return undefined;
}

/** `npm run …` in the release, with the shop's environment (and `extra`). */
const npmRun = (args: string[], extra: Record<string, string> = {}) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: folder, env: { ...process.env, ...env, ...extra }, encoding: 'utf8' }).trim();
const backupFile = path.join(work, 'shop.tar.gz');

/** Megabytes under a folder, as du counts them. */
const megabytesOf = (dir: string) => Number(execFileSync('du', ['-sm', dir], { encoding: 'utf8' }).split('\t')[0]);

beforeAll(async () => {
  execSync('npm run release --silent', { stdio: 'inherit' });
  execFileSync('tar', ['-xzf', path.resolve('release', `${name}-${version}.tar.gz`), '-C', work]);
  execSync('npm ci --omit=dev --no-audit --no-fund --loglevel=error', { cwd: folder, stdio: 'inherit' });
  installedMb = megabytesOf(path.join(folder, 'node_modules'));
  shop = startShopProcess(env, { start: ['npm', 'start', '--silent'], cwd: folder });
  await waitUntilHealthy(shop, port);
}, 300_000);

afterAll(async () => {
  if (shop && shop.child.exitCode === null) {
    shop.child.kill('SIGTERM');
    await shop.exited;
  }
  rmSync(work, { recursive: true, force: true });
});

describe('a release installed with npm ci --omit=dev', () => {
  it('carries the build and no sources, tests or build tools', () => {
    console.log(`production node_modules of the release: ${installedMb} MB`);
    expect(existsSync(path.join(folder, 'dist/server/main.js'))).toBe(true);
    expect(existsSync(path.join(folder, 'dist/web/index.html'))).toBe(true);
    // React's production build, though the test runner sets NODE_ENV=test.
    expect(readdirSync(path.join(folder, 'dist/web/assets')).filter((file) => file.includes('jsx-dev-runtime'))).toEqual([]);
    expect(readdirSync(folder).sort()).toEqual([
      'README.md',
      'deploy',
      'dist',
      'docs',
      'node_modules',
      'package-lock.json',
      'package.json',
      'scripts',
      'src',
    ]);
    expect(readdirSync(path.join(folder, 'src'))).toEqual(['server']);
    for (const tool of [
      'vite',
      'typescript',
      'tsx',
      'vitest',
      'esbuild',
      '@playwright/test',
      'lighthouse',
      'autocannon',
      '@biomejs/biome',
    ]) {
      expect(existsSync(path.join(folder, 'node_modules', tool)), tool).toBe(false);
    }
  });

  it('serves the storefront and the API, and lets the owner sign in', async () => {
    const client = createClient(port);
    try {
      const page = await client.request('GET', '/');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const login = await client.request('POST', '/api/user/login', {
        body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
        headers: { 'content-type': 'application/json' },
      });
      expect(login.status, login.body).toBe(200);
      const products = await client.request('GET', '/api/product/getAllProducts');
      expect(products.status).toBe(200);
      expect(JSON.parse(products.body).products.length).toBeGreaterThan(0);
    } finally {
      client.close();
    }
  });

  it('backs up the running shop with npm run backup (decision 0022)', () => {
    expect(npmRun(['backup', '--', backupFile])).toMatch(/^Backup written to .*shop\.tar\.gz \(\d+ bytes, \d+ ms\)$/);
  });

  it("stops cleanly as a service manager stops it, and runs the owner's commands then", async () => {
    const server = serverUnder(shop.pid);
    expect(server, 'the server process under npm start').toBeDefined();
    process.kill(server!, 'SIGTERM');
    expect((await shop.exited).code).toBe(0);
    const run = (...args: string[]) => npmRun(args);
    expect(run('db:migrate')).toBe('Migrations applied (pglite).');
    expect(run('admin', '--', '--email', 'meera@example.com', '--password', 'another secret 2')).toBe(
      'Created the Admin meera@example.com.',
    );
    expect(npmRun(['restore', '--', backupFile], { DATA_DIR: path.join(work, 'restored') })).toMatch(
      /^Restored .*shop\.tar\.gz \(made on pglite\) into .*restored: \d+ pictures, migrations (\d+) → \1, \d+ ms$/,
    );
  });
});
