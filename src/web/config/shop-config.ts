import { SAMPLE_WHATSAPP, whatsAppHref } from '#common/phone-links.js';
import { DEFAULT_ABOUT_TEXT, DEFAULT_FOOTER_TEXT, DEFAULT_SOCIAL } from '#common/shop-words.js';

/**
 * The shop's details as a fresh shop has them (the server's SETTINGS_DEFAULTS, kept equal by
 * tests/web/shop-settings.test.tsx). The owner changes name, phones, e-mail, address, WhatsApp
 * number, About and footer texts and social links on the admin Settings screen; the storefront
 * reads them at run time (lib/shop-settings.ts) and shows these only until the answer arrives,
 * or when it fails, so the first paint never waits for it and never shows empty text. The
 * credit is not a setting: it stays here.
 */
export const shopConfig = {
  name: 'Grocery Shop',
  developer: 'Grocery Shop Team',
  phones: ['+91 98765 43210', '+91 91234 56780'],
  email: 'contact@groceryshop.in',
  address: 'Sangli, India - 416416',
  /** The 10 digits of an Indian mobile number, as the settings hold it. */
  whatsapp: SAMPLE_WHATSAPP,
  aboutText: DEFAULT_ABOUT_TEXT,
  footerText: DEFAULT_FOOTER_TEXT,
  social: DEFAULT_SOCIAL,
} as const;

/**
 * The chat link of the 'Let's Chats' box: https://wa.me/<number>?text=<typed message>. wa.me
 * wants the international form without '+', so the 10 digits get India's 91 in front.
 */
export function chatLink(whatsapp: string, message = ''): string {
  return whatsAppHref(whatsapp, message);
}

/** tel: link of a displayed phone number. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
