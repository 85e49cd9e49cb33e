/**
 * The shop's own details (spec 2.3 footer, 2.6 about). The owner edits them here; nothing else
 * in the web app spells a phone number, address or link.
 */
export const shopConfig = {
  name: 'Grocery Shop',
  founderName: 'Rahul Patil',
  developer: 'Grocery Shop Team',
  phones: ['+91 98765 43210', '+91 91234 56780'],
  email: 'contact@groceryshop.in',
  address: 'Sangli, India - 416416',
  /** International form without '+' or spaces, as https://wa.me/ expects. */
  whatsAppNumber: '919876543210',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'Instagram', url: 'https://www.instagram.com/' },
    { name: 'Twitter', url: 'https://twitter.com/' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
} as const;

/** The chat link of the 'Let's Chats' box: https://wa.me/<number>?text=<typed message>. */
export function chatLink(message = ''): string {
  const text = message.trim();
  return `https://wa.me/${shopConfig.whatsAppNumber}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** tel: link of a displayed phone number. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
