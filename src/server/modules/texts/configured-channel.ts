import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import type { TextChannel } from './channel.js';
import { createSmsWebhook } from './sms-webhook.js';
import { createTextFiles } from './text-files.js';
import { createWhatsAppCloud } from './whatsapp-cloud.js';

/** The channel the configuration names: an SMS relay's webhook, WhatsApp's Cloud API, or the outbox folder. */
export function createTextChannel({
  config,
  log,
}: {
  config: Pick<Config, 'texts' | 'textSender' | 'dataDir'>;
  log: FastifyBaseLogger;
}): TextChannel {
  const { texts, textSender } = config;
  if (texts.channel === 'sms') return createSmsWebhook({ url: texts.webhookUrl, timeoutMs: textSender.timeoutMs, log });
  if (texts.channel === 'whatsapp') return createWhatsAppCloud({ ...texts, timeoutMs: textSender.timeoutMs, log });
  return createTextFiles({ outboxDir: path.join(config.dataDir, 'outbox'), log });
}
