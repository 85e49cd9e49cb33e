import { resetMail } from './compose.js';
import { englishOrderMails } from './order-mails-en.js';
import type { ShopperTemplates } from './order-view.js';

/** The shopper's mails in English: the order mails of order-mails-en.ts and the password reset. */
export const englishShopperMails: ShopperTemplates = {
  placed: englishOrderMails.placed,
  packed: englishOrderMails.packed,
  shipped: englishOrderMails.shipped,
  delivered: englishOrderMails.delivered,
  cancelled: englishOrderMails.cancelled,
  passwordReset: (view) =>
    resetMail('en', view, {
      subject: 'Reset your password',
      greeting: `Hello ${view.firstName},`,
      instruction: `Open this link within ${view.minutes} minutes to choose a new password:`,
      button: 'Choose a new password',
      closing: ['If you did not ask for it, ignore this mail.'],
    }),
};
