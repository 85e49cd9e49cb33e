/** The web mail inbox for an address (spec 2.6 Check Email); Gmail when the provider is not known. */
const inboxes: Record<string, string> = {
  'gmail.com': 'https://mail.google.com/mail/u/0/#inbox',
  'googlemail.com': 'https://mail.google.com/mail/u/0/#inbox',
  'outlook.com': 'https://outlook.live.com/mail/0/inbox',
  'hotmail.com': 'https://outlook.live.com/mail/0/inbox',
  'live.com': 'https://outlook.live.com/mail/0/inbox',
  'yahoo.com': 'https://mail.yahoo.com/',
  'yahoo.in': 'https://mail.yahoo.com/',
  'rediffmail.com': 'https://mail.rediff.com/',
  'icloud.com': 'https://www.icloud.com/mail',
  'zoho.com': 'https://mail.zoho.com/',
  'proton.me': 'https://mail.proton.me/',
};

export function webmailLink(email: string): string {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  return inboxes[domain] ?? 'https://mail.google.com/mail/u/0/#inbox';
}
