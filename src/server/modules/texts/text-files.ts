import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '#server/lib/private-files.js';
import type { TextChannel } from './channel.js';

const writeFileAsync = promisify(writeFile);

/**
 * Without SMS_WEBHOOK_URL or WhatsApp every text is written to DATA_DIR/outbox/*.txt and noted
 * in the log, as mails are without SMTP_URL: a shop on a laptop shows what it would have sent.
 * The files hold phone numbers and sign-in codes: the shop's user's alone (decision 0042).
 */
export function createTextFiles({ outboxDir, log }: { outboxDir: string; log: FastifyBaseLogger }): TextChannel {
  const write = (file: string, content: string) => writeFileAsync(file, content, { mode: PRIVATE_FILE });
  return {
    name: 'files',
    async send({ to, text, template, language, params, key }) {
      const name = `${Date.now()}-${createHash('sha256').update(key).digest('hex').slice(0, 16)}.txt`;
      const file = path.join(outboxDir, name);
      const content = `To: ${to}\nWhatsApp template: ${template} (${language}) ${JSON.stringify(params)}\n\n${text}\n`;
      await write(file, content).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(outboxDir, { recursive: true, mode: PRIVATE_FOLDER });
        await write(file, content);
      });
      log.info({ to, key, file, text }, 'text written to the outbox (no SMS_WEBHOOK_URL or WhatsApp)');
    },
  };
}
