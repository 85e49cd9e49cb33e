import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configFrom } from '#server/config.js';
import { openConfiguredDatabase } from '#server/db/open-for-config.js';
import { ensureNginx, SITE_FILE, siteFor, startNginx } from '../../scripts/nginx-site.js';
import { endpointsOf } from './api-bench.js';
import { seedBenchCatalogue } from './catalogue.js';
import { type LoadResult, runLoad } from './load.js';
import { type RunningServer, startShopServer } from './shop-server.js';

/** Orders per second with one, two and three app servers behind nginx on one PostgreSQL. */
export interface ClusterRun {
  servers: number;
  load: LoadResult;
  /** CPU each part used during the load, in cores (1.0 = one core busy the whole time). */
  cores: { appServers: number; postgres: number; nginx: number; loadGenerator: number };
}

/** Clock ticks (user + system) a process has used, from /proc/<pid>/stat. */
function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // a process that ended meanwhile
  }
}

const pidsOf = (name: string): number[] => {
  try {
    return execFileSync('pgrep', ['-x', name], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

/** Ticks of every process of each part, summed. */
function cpuTicks(servers: RunningServer[]): Record<keyof ClusterRun['cores'], number> {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + ticksOf(pid), 0);
  return {
    appServers: sum(servers.map((s) => s.pid)),
    postgres: sum(pidsOf('postgres')),
    nginx: sum(pidsOf('nginx')),
    loadGenerator: sum([process.pid]),
  };
}

/**
 * The order call loaded through nginx (the site file of docs/deploy.md) in front of 1, 2, then
 * 3 app servers on one PostgreSQL database seeded with the bench catalogue.
 */
export async function benchCluster(options: {
  databaseUrl: string;
  scratchDir: string;
  ports: number[];
  nginxPort: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  log: (line: string) => void;
}): Promise<ClusterRun[]> {
  const { databaseUrl, scratchDir, ports, nginxPort, connections, seconds, warmupSeconds, log } = options;
  ensureNginx();
  const env = { DATA_DIR: path.join(scratchDir, 'cluster'), DATABASE_URL: databaseUrl, TRUST_PROXY: '1' };
  const config = configFrom({ ...env, SEED_DEMO: '1', LOG_LEVEL: 'warn' });
  const database = await openConfiguredDatabase(config);
  const catalogue = await seedBenchCatalogue(database, config).finally(() => database.close());
  const order = endpointsOf(catalogue).find((e) => e.kind === 'order')!;
  const hz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

  const runs: ClusterRun[] = [];
  for (let count = 1; count <= ports.length; count++) {
    const servers: RunningServer[] = [];
    const nginxDir = path.join(scratchDir, `nginx-${count}`);
    mkdirSync(nginxDir, { recursive: true });
    try {
      for (const port of ports.slice(0, count)) servers.push(await startShopServer({ ...env, SEED_DEMO: '0' }, port));
      const nginx = startNginx(nginxDir, siteFor(readFileSync(SITE_FILE, 'utf8'), nginxPort, ports.slice(0, count)), nginxPort);
      try {
        await nginx.ready;
        const url = `http://127.0.0.1:${nginxPort}`;
        let before = cpuTicks(servers);
        const load = await runLoad(url, order.request, {
          connections,
          seconds,
          warmupSeconds,
          onMeasuring: () => {
            before = cpuTicks(servers);
          },
        });
        const after = cpuTicks(servers);
        const coresOf = (part: keyof ClusterRun['cores']) => Math.round(((after[part] - before[part]) / hz / seconds) * 100) / 100;
        const cores = {
          appServers: coresOf('appServers'),
          postgres: coresOf('postgres'),
          nginx: coresOf('nginx'),
          loadGenerator: coresOf('loadGenerator'),
        };
        runs.push({ servers: count, load, cores });
        log(
          `  ${count} app server${count > 1 ? 's' : ''}: ${load.reqPerSec} orders/s, p99 ${load.p99Ms} ms, ${load.failures} failures; cores: app ${cores.appServers}, PostgreSQL ${cores.postgres}, nginx ${cores.nginx}, load ${cores.loadGenerator}`,
        );
      } finally {
        await nginx.stop();
      }
    } finally {
      for (const server of servers) await server.stop();
    }
  }
  return runs;
}
