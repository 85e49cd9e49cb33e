import type { FastifyBaseLogger } from 'fastify';
import { type OutgoingText, type TextChannel, TextRefused } from './channel.js';

/** The Graph API version the messages go through (Meta keeps each for about two years). */
export const WHATSAPP_GRAPH_VERSION = 'v21.0';

/** The templates whose code also fills a "copy code" button (WhatsApp's authentication templates). */
const CODE_TEMPLATES = new Set(['sign_in_code']);

/**
 * The message of one text: a template approved in the shop's WhatsApp Business account (a
 * business may open a conversation only with one), its body's {{1}}, {{2}}... filled in order.
 */
export function whatsAppMessageOf({ to, template, language, params }: OutgoingText) {
  const text = (value: string) => ({ type: 'text' as const, text: value });
  const components: object[] = [{ type: 'body', parameters: params.map(text) }];
  if (CODE_TEMPLATES.has(template) && params[0]) {
    components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [text(params[0])] });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: { name: template, language: { code: language }, components },
  };
}

/** What the Graph API says went wrong: `{ error: { message, code, error_data: { details } } }`. */
function refusalOf(status: number, answer: string): TextRefused {
  try {
    const { error } = JSON.parse(answer) as { error?: { message?: string; code?: number; error_data?: { details?: string } } };
    if (error) {
      const details = error.error_data?.details ? ` (${error.error_data.details})` : '';
      return new TextRefused(status, `${error.code ?? ''} ${error.message ?? ''}${details}`.trim().slice(0, 300));
    }
  } catch {
    // Not the Graph API's JSON (a proxy's error page): its first words say enough.
  }
  return new TextRefused(status, answer.slice(0, 300));
}

/**
 * Texts as WhatsApp template messages through Meta's Cloud API (API.md "Phone first"):
 * POST {WHATSAPP_API_URL}/{version}/{WHATSAPP_PHONE_ID}/messages with the token. Taken when
 * the answer is 2xx and names the message; anything else is tried again.
 */
export function createWhatsAppCloud({
  token,
  phoneId,
  apiUrl,
  timeoutMs,
  log,
}: {
  token: string;
  phoneId: string;
  apiUrl: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): TextChannel {
  const url = `${apiUrl}/${WHATSAPP_GRAPH_VERSION}/${phoneId}/messages`;
  return {
    name: 'whatsapp',
    async send(outgoing) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(whatsAppMessageOf(outgoing)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await response.text();
      if (!response.ok) throw refusalOf(response.status, answer);
      const id = (JSON.parse(answer) as { messages?: { id?: string }[] }).messages?.[0]?.id;
      log.info({ to: outgoing.to, key: outgoing.key, id }, 'text sent by WhatsApp');
    },
  };
}
