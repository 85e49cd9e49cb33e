import { englishOrderMails } from './order-mails-en.js';
import type { OrderTemplates, StockTemplates } from './order-view.js';
import { englishStockMails } from './stock-mails-en.js';

/**
 * The languages mails are written in. English only for now; a shopper's language, once their
 * account keeps one, picks the templates, and a new language is one more file of the same shape.
 */
export const MAIL_LANGUAGES = ['en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const orderTemplates: Record<MailLanguage, OrderTemplates> = { en: englishOrderMails };

/** The shop's own mails about its stock. */
export const stockTemplates: Record<MailLanguage, StockTemplates> = { en: englishStockMails };
