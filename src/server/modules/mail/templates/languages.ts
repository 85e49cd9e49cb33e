import { englishOrderMails } from './order-mails-en.js';
import type { OrderTemplates } from './order-view.js';

/**
 * The languages mails are written in. English only for now; a shopper's language, once their
 * account keeps one, picks the templates, and a new language is one more file of the same shape.
 */
export const MAIL_LANGUAGES = ['en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const orderTemplates: Record<MailLanguage, OrderTemplates> = { en: englishOrderMails };
