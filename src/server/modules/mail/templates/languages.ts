import { LANGUAGES, type Language } from '#common/constants.js';
import { englishOrderMails } from './order-mails-en.js';
import type { OrderTemplates, ShopperTemplates, StockTemplates } from './order-view.js';
import { englishShopperMails } from './shopper-mails-en.js';
import { hindiShopperMails } from './shopper-mails-hi.js';
import { marathiShopperMails } from './shopper-mails-mr.js';
import { englishStockMails } from './stock-mails-en.js';

/**
 * The languages mails are written in: the storefront's. A shopper's mails are written in the
 * language their account keeps (API.md "Languages and search"); a new language is one more
 * file of the same shape.
 */
export const MAIL_LANGUAGES = LANGUAGES;
export type MailLanguage = Language;

export const shopperTemplates: Record<MailLanguage, ShopperTemplates> = {
  en: englishShopperMails,
  hi: hindiShopperMails,
  mr: marathiShopperMails,
};

/** The shop's own mails about an order (new order, cancelled): English, the shop's language. */
export const shopTemplates: Pick<OrderTemplates, 'newOrder' | 'shopCancelled'> = englishOrderMails;

/** The shop's own mails about its stock: English too. */
export const stockTemplates: StockTemplates = englishStockMails;
