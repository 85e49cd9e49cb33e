import type { FastifyBaseLogger } from 'fastify';
import { type TextChannel, TextRefused } from './channel.js';

/**
 * Texts through any SMS gateway behind a small relay (README "Texts to phones"): a POST of JSON
 * `{ "to": "+919876543210", "text": "…" }` to SMS_WEBHOOK_URL (API.md "Phone first"). Any 2xx
 * answer means the relay took it; anything else, or no answer within `timeoutMs`, is tried again.
 */
export function createSmsWebhook({ url, timeoutMs, log }: { url: string; timeoutMs: number; log: FastifyBaseLogger }): TextChannel {
  return {
    name: 'sms',
    async send({ to, text, key }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await response.text();
      if (!response.ok) throw new TextRefused(response.status, answer.slice(0, 300));
      log.info({ to, key }, 'text sent to the SMS relay');
    },
  };
}
