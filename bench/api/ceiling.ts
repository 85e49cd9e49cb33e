import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * One captured answer of the shop, keyed "METHOD path" as the ceiling server looks it up: its
 * status, headers (as sent; Node adds date and connection itself) and body bytes (base64).
 */
export type CapturedAnswers = Record<string, { status: number; headers: Record<string, string>; body: string }>;

/** Headers a server writes per connection or per moment, not part of the answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Asks the running shop once and keeps the answer's exact bytes (still compressed) for the ceiling server. */
export async function capture(
  answers: CapturedAnswers,
  baseUrl: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<void> {
  const method = init.method ?? 'GET';
  const { status, headers, body } = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(`${baseUrl}${pathname}`, { method, headers: init.headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(init.body);
    },
  );
  if (status >= 300) throw new Error(`${method} ${pathname} answered ${status}: ${body.toString('utf8')}`);
  const kept = Object.entries(headers).filter(([name]) => !PER_CONNECTION.has(name));
  answers[`${method} ${pathname}`] = {
    status,
    headers: Object.fromEntries(kept.map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)])),
    body: body.toString('base64'),
  };
}

/** Starts the bare node:http server (ceiling-server.mjs) with the captured answers. */
export async function startCeilingServer(answers: CapturedAnswers, port: number, scratchDir: string) {
  const file = path.join(scratchDir, 'ceiling-answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child: ChildProcess = fork(path.resolve('bench/api/ceiling-server.mjs'), [String(port), file], { stdio: 'inherit' });
  await once(child, 'message');
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
