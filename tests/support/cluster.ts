import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureNginx, freePort, SITE_FILE, siteFor, startNginx } from '../../scripts/nginx-site.js';
import { withAdminClient } from './database.js';
import { type ShopProcess, startShopProcess, waitUntilHealthy } from './shop-process.js';

export const ADMIN = { email: 'owner@example.com', password: 'owner-password-1' };

/**
 * Several real app servers on one fresh PostgreSQL database behind a real nginx running the
 * shop's site file, with an access log naming the app server of each request.
 */
export interface Cluster {
  /** The nginx address every check goes through. */
  port: number;
  servers: { port: number; process: ShopProcess }[];
  /** The app server ("127.0.0.1:port") of each logged request whose path starts with `prefix`, oldest first. */
  upstreams(prefix: string): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startCluster({ servers: count, databaseUrl }: { servers: number; databaseUrl: string }): Promise<Cluster> {
  ensureNginx();
  const name = `shop_cluster_${randomBytes(4).toString('hex')}`;
  await withAdminClient(databaseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;

  const root = mkdtempSync(path.join(tmpdir(), 'shop-cluster-'));
  const ports = await Promise.all(Array.from({ length: count + 1 }, freePort));
  const [listen, ...appPorts] = ports as [number, ...number[]];
  // All at once: the first to take the start-up lock migrates and seeds, the others wait for it.
  const servers = appPorts.map((port, i) => {
    const dataDir = path.join(root, `server-${i + 1}`);
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '5',
      TRUST_PROXY: '1',
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    };
    return { port, process: startShopProcess(env) };
  });
  await Promise.all(servers.map((s) => waitUntilHealthy(s.process, s.port)));

  const nginx = startNginx(root, siteFor(readFileSync(SITE_FILE, 'utf8'), listen, appPorts), listen);
  await nginx.ready;

  return {
    port: listen,
    servers,
    async upstreams(prefix) {
      // nginx writes each line as the request ends; a moment lets the last ones land.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return readFileSync(path.join(root, 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith(prefix))
        .map((line) => line.split(' ').at(-1) ?? '');
    },
    async stop() {
      await nginx.stop();
      for (const s of servers) s.process.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.process.exited));
      await withAdminClient(databaseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
