import type { GstRate, Language } from '#common/constants.js';
import { useLanguage } from './i18n.js';

/**
 * The product form's labels and tax in the shop's three languages (decision 0061), like the
 * owner's everyday screens (owner-texts.ts, decision 0041); the rest of the form is English
 * (admin-texts.ts). MRP, HSN and GST stay in Latin letters, as packets and bills print them; the
 * rate is भाव (docs/glossary.md). The refusals are the server's own words, in English. Loaded with the admin chunk alone;
 * Hindi and Marathi must give every text English gives.
 */
const en = {
  mrp: 'MRP',
  mrpPlaceholder: 'MRP (₹)',
  mrpHint: 'The price printed on a packaged good. At least the rate; empty: none.',
  hsn: 'HSN',
  hsnHint: '4, 6 or 8 digits, as on your purchase bills; empty: none.',
  gstRate: 'GST Rate',
  gstRates: { 0: '0 % (Exempt)', 5: '5 %', 12: '12 %', 18: '18 %', 28: '28 %' } satisfies Record<GstRate, string>,
};

type OwnerProductTexts = typeof en;

const hi: OwnerProductTexts = {
  mrp: 'MRP',
  mrpPlaceholder: 'MRP (₹)',
  mrpHint: 'पैकेट पर छपा दाम। भाव से कम नहीं; खाली: कोई नहीं।',
  hsn: 'HSN',
  hsnHint: '4, 6 या 8 अंक, जैसे आपके ख़रीद बिल पर; खाली: कोई नहीं।',
  gstRate: 'GST दर',
  gstRates: { 0: '0 % (छूट)', 5: '5 %', 12: '12 %', 18: '18 %', 28: '28 %' },
};

const mr: OwnerProductTexts = {
  mrp: 'MRP',
  mrpPlaceholder: 'MRP (₹)',
  mrpHint: 'पाकिटावर छापलेली किंमत. भावापेक्षा कमी नाही; रिकामे: नाही.',
  hsn: 'HSN',
  hsnHint: '4, 6 किंवा 8 अंक, तुमच्या खरेदी बिलावर असतात तसे; रिकामे: नाही.',
  gstRate: 'GST दर',
  gstRates: { 0: '0 % (सूट)', 5: '5 %', 12: '12 %', 18: '18 %', 28: '28 %' },
};

export const ownerProductTexts: Record<Language, OwnerProductTexts> = { en, hi, mr };

/** The product form's tax texts in the language the shop is shown in. */
export function useOwnerProductTexts(): OwnerProductTexts {
  return ownerProductTexts[useLanguage()];
}
