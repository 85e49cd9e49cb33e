import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Debian's nginx running the site file owners are given (deploy/nginx/shop.conf), in front of
 * app servers on this machine: for `npm run test:cluster` and the bench's servers-in-a-row run.
 */
export const SITE_FILE = 'deploy/nginx/shop.conf';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Debian's nginx, installed with apt-get when missing and running as root (as CI does). */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: run "sudo apt-get install -y nginx" (or set NGINX_PATH)');
  console.log('Installing Debian nginx...');
  // policy-rc.d keeps the package from starting its own nginx on port 80.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx', {
      stdio: 'inherit',
    });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The site file with its listen address and upstream servers replaced, and nothing else changed. */
export function siteFor(site: string, listen: number, upstreams: number[]): string {
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n/gm;
  const lines = [...site.matchAll(serverLine)];
  const first = lines[0];
  if (!first) throw new Error(`${SITE_FILE} lists no upstream server`);
  const replaced = upstreams.map((port) => `${first[1]}server 127.0.0.1:${port}${first[2] ?? ''};\n`).join('');
  let out = site.replace(first[0], replaced);
  for (const line of lines.slice(1)) out = out.replace(line[0], '');
  if (!/^\s*listen 80;$/m.test(out)) throw new Error(`${SITE_FILE} has no "listen 80;"`);
  return out.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listen};`);
}

/**
 * nginx in the foreground with its files under `root`; the site is included as owners include
 * it. Its access log names the app server of each request: `<uri> <status> <upstream>`.
 */
export function startNginx(root: string, site: string, port: number): { ready: Promise<void>; stop(): Promise<void> } {
  // Workers run as an unprivileged user: they need to reach the folder and write the temp files.
  chmodSync(root, 0o755);
  const temp = path.join(root, 'temp');
  mkdirSync(temp, { mode: 0o777 });
  chmodSync(temp, 0o777);
  writeFileSync(path.join(root, 'shop.conf'), site);
  writeFileSync(
    path.join(root, 'nginx.conf'),
    `worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$request_uri $status $upstream_addr';
  access_log ${root}/access.log upstream;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${root}/shop.conf;
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', root, '-c', path.join(root, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ready = (async () => {
    for (let i = 0; i < 100; i++) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(path.join(root, 'error.log'), 'utf8')}`);
      const open = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (open) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('nginx did not listen within 5 s');
  })();
  return {
    ready,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
