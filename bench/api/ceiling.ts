import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** One captured answer of the shop, keyed "METHOD path" as the ceiling server looks it up. */
export type CapturedAnswers = Record<string, { status: number; contentType: string; body: string }>;

/** Asks the running shop once and keeps the answer's bytes for the ceiling server. */
export async function capture(
  answers: CapturedAnswers,
  baseUrl: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<void> {
  const method = init.method ?? 'GET';
  const response = await fetch(`${baseUrl}${pathname}`, { ...init, method });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  answers[`${method} ${pathname}`] = {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
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
