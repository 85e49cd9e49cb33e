import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startShopProcess, unusedPort, waitUntilHealthy } from '../support/shop-process.js';

/**
 * `npm start` on a terminal prints readable lines; to a pipe, a file or a service's journal the
 * log stays JSON, one object a line. The terminal is a real pseudo-terminal: util-linux's
 * `script` runs the server with its stdout on one.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-console-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const server = `${process.execPath} --import tsx src/server/main.ts`;
const env = (port: number) => ({
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED_DEMO: '0',
  LOG_LEVEL: 'info',
  ADMIN_EMAIL: 'owner@example.in',
  ADMIN_PASSWORD: 'owner-password-1',
});
/** Colours and the terminal's carriage returns away: the words as a person reads them. */
const plain = (text: string) => stripVTControlCharacters(text).replace(/\r/g, '');

async function startedLines(port: number, start?: string[]): Promise<string[]> {
  const shop = startShopProcess(env(port), start ? { start } : {});
  try {
    await waitUntilHealthy(shop, port);
    await expect.poll(() => shop.output(), { timeout: 5000 }).toContain(`http://127.0.0.1:${port}`);
    return plain(shop.output()).split('\n').filter(Boolean);
  } finally {
    shop.child.kill('SIGTERM');
    await shop.exited;
  }
}

describe('the log on the console', () => {
  it('on a terminal is one readable line an entry, with its time and level, and no JSON', async () => {
    const port = await unusedPort();
    const lines = await startedLines(port, ['script', '-qfec', server, '/dev/null']);
    const listening = lines.find((line) => line.includes(`Server listening at http://127.0.0.1:${port}`));
    expect(listening, lines.join('\n')).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
  }, 120_000);

  it('to a pipe stays JSON, one object a line', async () => {
    const port = await unusedPort();
    const lines = await startedLines(port);
    const entries = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    expect(entries.find((entry) => entry.msg === `Server listening at http://127.0.0.1:${port}`)).toMatchObject({ level: 30 });
    expect(lines.filter((line) => line.includes('INFO:'))).toEqual([]);
  }, 120_000);
});
