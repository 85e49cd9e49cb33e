/**
 * The shop's details as a fresh shop has them (the server's SETTINGS_DEFAULTS, kept equal by
 * tests/web/shop-settings.test.tsx). The owner changes name, phones, e-mail, address and WhatsApp
 * number on the admin Settings screen; the storefront reads them at run time
 * (lib/shop-settings.ts) and shows these only until the answer arrives, or when it fails, so the
 * first paint never waits for it and never shows empty text. Founder, credit and social links
 * are not settings: they stay here.
 */
export const shopConfig = {
  name: 'Grocery Shop',
  founderName: 'Rahul Patil',
  developer: 'Grocery Shop Team',
  phones: ['+91 98765 43210', '+91 91234 56780'],
  email: 'contact@groceryshop.in',
  address: 'Sangli, India - 416416',
  /** The 10 digits of an Indian mobile number, as the settings hold it. */
  whatsapp: '9876543210',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'Instagram', url: 'https://www.instagram.com/' },
    { name: 'Twitter', url: 'https://twitter.com/' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
} as const;

/**
 * The chat link of the 'Let's Chats' box: https://wa.me/<number>?text=<typed message>. wa.me
 * wants the international form without '+', so the 10 digits get India's 91 in front.
 */
export function chatLink(whatsapp: string, message = ''): string {
  const text = message.trim();
  return `https://wa.me/91${whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** tel: link of a displayed phone number. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
