import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './private-files.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * A stable name of this mail (the outbox's event key): the same key always gives the same
   * Message-ID, so a receiving server can drop a repeat of a mail sent twice (decision 0007).
   */
  key?: string;
}
export interface Mailer {
  /** Resolves once the SMTP server has accepted the mail (or the outbox file is written). */
  send(mail: Mail): Promise<void>;
}

const writeFileAsync = promisify(writeFile);

/** Each SMTP step (connect, greeting, any silence after) ends with an error after this long, unless SMTP_URL says otherwise. */
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

/**
 * Real SMTP with SMTP_URL; without it every mail is written to DATA_DIR/outbox/*.eml and
 * noted in the log, so reset links work on a laptop (DESIGN.md "mail").
 */
export function createMailer({
  smtpUrl,
  from,
  outboxDir,
  log,
  smtpTimeoutMs = DEFAULT_SMTP_TIMEOUT_MS,
}: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  smtpTimeoutMs?: number;
}): Mailer {
  // The text parts' transfer encoding is named rather than left to nodemailer, which chooses by
  // counting every Latin and every other character of each part with two global regular
  // expressions: about a third of the CPU of composing an order's mail. A mail server's mail goes
  // base64 (every client decodes it, it keeps a Hindi or Marathi mail under half its size in
  // quoted-printable, and it is the cheapest to write); an outbox file goes quoted-printable, in
  // which the person reading the file finds its links and English words as they are.
  const messageFor = ({ key, ...mail }: Mail, textEncoding: 'base64' | 'quoted-printable') => ({
    from,
    ...mail,
    textEncoding,
    ...(key ? { messageId: messageIdOf(key, from) } : {}),
  });
  if (smtpUrl) {
    const url = withTimeouts(smtpUrl, smtpTimeoutMs);
    const transport = once(async () => (await import('nodemailer')).default.createTransport(url));
    return {
      async send(mail) {
        await (await transport()).sendMail(messageFor(mail, 'base64'));
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = once(async () =>
    (await import('nodemailer')).default.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  // Outbox mails carry live reset links: readable by the shop's own user only. The folder is made
  // when a write finds it missing (the first mail), not checked before every mail. Written with
  // the callback API, off the thread that runs every checkout: creating a file may wait on the
  // file system's journal behind the commits' flushes, and the promise API's file handle costs
  // about 1.6 times the CPU (1015 against 617 µs for 3,000 mails of 6 KB here).
  const write = (file: string, message: Buffer) => writeFileAsync(file, message, { mode: PRIVATE_FILE });
  return {
    async send(mail) {
      const info = await (await transport()).sendMail(messageFor(mail, 'quoted-printable'));
      const file = path.join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await write(file, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(outboxDir, { recursive: true, mode: PRIVATE_FOLDER });
        await write(file, info.message as Buffer);
      });
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}

/**
 * `<hash@domain>`: the hash keeps the key's e-mail address out of the header; the domain is the
 * sender's, as RFC 5322 asks of a Message-ID.
 */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@${domain}>`;
}

/**
 * nodemailer waits up to two minutes to connect and ten minutes on a silent server; the sender
 * waits for a send in flight when the shop stops, so each step is bounded. Timeouts already in
 * the URL's query (nodemailer reads them there) win.
 */
function withTimeouts(smtpUrl: string, timeoutMs: number): string {
  const missing = ['connectionTimeout', 'greetingTimeout', 'socketTimeout'].filter((name) => !new RegExp(`[?&]${name}=`).test(smtpUrl));
  if (missing.length === 0) return smtpUrl;
  const query = missing.map((name) => `${name}=${timeoutMs}`).join('&');
  return `${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}${query}`;
}

/** nodemailer loads with the first mail rather than at start (most starts send none); the transport is made once. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}
