import type { Language } from '#common/constants.js';
import { englishShopperTexts } from './shopper-texts-en.js';
import { hindiShopperTexts } from './shopper-texts-hi.js';
import { marathiShopperTexts } from './shopper-texts-mr.js';
import type { ShopperTextTemplates } from './text-view.js';

/** A shopper's texts in the language their account keeps, as their mails (API.md "Phone first"). */
export const shopperTexts: Record<Language, ShopperTextTemplates> = {
  en: englishShopperTexts,
  hi: hindiShopperTexts,
  mr: marathiShopperTexts,
};
