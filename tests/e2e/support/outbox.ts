import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The shop's mails without SMTP: DATA_DIR/outbox/*.eml (README "Configuration"). The data
 * directory of the test shop is E2E_DATA_DIR (playwright.config.ts).
 */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/** Quoted-printable (RFC 2045): soft line breaks go, =XX becomes its byte. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

async function mailsTo(email: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((f) => readFile(path.join(outboxDir(), f), 'utf8')));
  return mails.filter((mail) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(mail));
}

/** The path of the newest password-reset link mailed to `email` (/reset-password/{id}/{token}), waiting for the mail. */
export async function resetLinkFor(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const newest = (await mailsTo(email)).at(-1);
        const found = newest && decodeQuotedPrintable(newest).match(/https?:\/\/[^\s"<>]+(\/reset-password\/[^\s"<>]+)/);
        link = found?.[1] ?? '';
        return link;
      },
      { message: `a reset mail to ${email} in ${outboxDir()}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}
