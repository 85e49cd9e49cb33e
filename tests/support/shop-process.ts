import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/**
 * The real server as a child process (`node --import tsx src/server/main.ts`), for tests that
 * stop it the hard way, and a small HTTP client whose connections die with each process.
 */
export interface ShopProcess {
  child: ChildProcess;
  pid: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `wrapper` runs the server under another command (e.g. `strace -f -o file`); `start` and `cwd`
 * start it another way from another folder (e.g. `npm start` in an unpacked release).
 */
export function startShopProcess(
  env: Record<string, string>,
  {
    wrapper = [],
    start = [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
    cwd,
  }: { wrapper?: string[]; start?: string[]; cwd?: string } = {},
): ShopProcess {
  const command = [...wrapper, ...start];
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, pid: child.pid ?? -1, output: () => output, exited };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One keep-alive client per server process: destroy it when the process is gone. */
export function createClient(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  function request(
    method: string,
    path: string,
    { body, headers = {} }: { body?: string | Buffer; headers?: Record<string, string> } = {},
  ) {
    return new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('response aborted')));
      });
      req.on('error', reject);
      req.end(body);
    });
  }
  return { request, close: () => agent.destroy() };
}
export type Client = ReturnType<typeof createClient>;

/** Resolves once /api/health answers 200; fails at once with the output if the process exits. */
export async function waitUntilHealthy(shop: ShopProcess, port: number, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  let gone = false;
  void shop.exited.then(() => (gone = true));
  const client = createClient(port);
  try {
    while (Date.now() - started < timeoutMs) {
      if (gone) throw new Error(`the server exited while starting:\n${shop.output()}`);
      try {
        if ((await client.request('GET', '/api/health')).status === 200) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    client.close();
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${shop.output()}`);
}

/**
 * A port nothing listens on, for a server a test starts as a process. It is drawn from below the
 * range the system hands out for outgoing connections (32768 and up on Linux), so a test's own
 * clients cannot take it while the server restarts, and is tried before it is given: two test
 * files drawing at the same moment still rarely meet among 22,000 ports.
 */
export async function unusedPort(): Promise<number> {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 22_000);
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
