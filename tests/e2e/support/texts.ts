import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { signInCodeIn } from '../../support/mobile-numbers.js';

/** The texts the stand-in SMS relay took: E2E_DATA_DIR/relay/*.json (scripts/e2e-server.mjs). */
function relayDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return path.join(dataDir, 'relay');
}

/** The words of every text sent to this 10-digit number, oldest first. */
export async function textsTo(mobile: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(relayDir())).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const texts = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(relayDir(), file), 'utf8'))));
  return texts.filter((text) => text.body?.to === `+91${mobile}`).map((text) => String(text.body.text));
}

/** Waits for the `count`th text to the number and answers its words. */
export async function nthTextTo(mobile: string, count: number): Promise<string> {
  let words = '';
  await expect
    .poll(
      async () => {
        const texts = await textsTo(mobile);
        words = texts[count - 1] ?? '';
        return texts.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return words;
}

/** The 6-digit sign-in code of the `count`th text to the number. */
export async function codeTextedTo(mobile: string, count = 1): Promise<string> {
  return signInCodeIn(await nthTextTo(mobile, count));
}
