/**
 * Links to a phone (API.md "Phone first"): a call (`tel:+91…`) and a WhatsApp chat
 * (`https://wa.me/91…?text=…`), built from the 10 digits the shop stores (decision 0054).
 * Plain functions, so the storefront uses them without loading the schemas.
 */

/**
 * The specification's sample WhatsApp number, a fresh shop's setting until the owner saves
 * theirs. Nobody's phone here: no alert goes to it and no page offers a chat with it (decision 0054).
 */
export const SAMPLE_WHATSAPP = '9876543210';

/** Whether the shop's WhatsApp setting is a number someone answers: set, and not the sample. */
export const hasRealWhatsApp = (whatsapp: string | null | undefined): whatsapp is string =>
  Boolean(whatsapp) && whatsapp !== SAMPLE_WHATSAPP;

/** The 10 digits of a mobile number as stored or typed ("+91 98765 43210" too). */
const tenDigitsOf = (mobile: string): string => mobile.replace(/\D/g, '').slice(-10);

/** A call to an Indian mobile: `tel:+91` and its 10 digits. */
export const telHref = (mobile: string): string => `tel:+91${tenDigitsOf(mobile)}`;

/**
 * A WhatsApp chat: with an Indian mobile (wa.me wants 91 and the digits, no '+'), or with no
 * number, where WhatsApp lets the sender pick a contact; the text, if any, already typed in.
 */
export function whatsAppHref(mobile: string | null, text = ''): string {
  const message = text.trim();
  const to = mobile === null ? '' : `91${tenDigitsOf(mobile)}`;
  return `https://wa.me/${to}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}
