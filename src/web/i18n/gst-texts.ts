import type { Language } from '#common/constants.js';
import { useLanguage } from './i18n.js';

/**
 * The owner's GST report (decision 0060) in the shop's three languages, like the cash-up and the
 * riders report it sits beside (decisions 0050, 0057). GST, CGST, SGST and HSN are written as the
 * bills and the returns write them, in every language. Loaded with the admin chunk alone; Hindi
 * and Marathi must give every text English gives.
 */
const en = {
  title: 'GST',
  intro: 'The tax inside the delivered orders, counted by the date of their bills: per GST rate and per HSN code, as the bills split it.',
  range: 'Dates',
  from: 'From',
  to: 'To',
  presets: 'Quick ranges',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  loading: 'Loading the GST report',
  download: 'Download CSV',
  downloadLabel: (from: string, to: string) => `the GST report from ${from} to ${to}`,
  summary: (from: string, to: string) => `Delivered orders billed from ${from} to ${to}.`,
  none: 'No delivered order was billed in these dates.',
  ratesTitle: 'By GST rate',
  hsnTitle: 'By HSN code',
  gstRate: 'GST rate',
  percent: (rate: number) => `${rate}%`,
  hsn: 'HSN',
  noHsn: 'No HSN',
  quantity: 'Quantity',
  taxable: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST',
  total: 'Total',
  /** The link from the dashboard's sales report. */
  fromSales: 'GST report',
};

export type GstTexts = typeof en;

const hi: GstTexts = {
  title: 'GST',
  intro: 'पहुँचाए गए ऑर्डरों में शामिल टैक्स, उनके बिल की तारीख से गिना: हर GST दर और हर HSN कोड के हिसाब से, जैसा बिल में बँटा है।',
  range: 'तारीखें',
  from: 'से',
  to: 'तक',
  presets: 'जल्दी चुनें',
  thisMonth: 'इस महीने',
  lastMonth: 'पिछले महीने',
  loading: 'GST का हिसाब लोड हो रहा है',
  download: 'CSV डाउनलोड',
  downloadLabel: (from: string, to: string) => `${from} से ${to} तक का GST हिसाब`,
  summary: (from: string, to: string) => `${from} से ${to} तक के बिल वाले पहुँचाए गए ऑर्डर।`,
  none: 'इन तारीखों में किसी पहुँचाए गए ऑर्डर का बिल नहीं बना।',
  ratesTitle: 'GST दर के हिसाब से',
  hsnTitle: 'HSN कोड के हिसाब से',
  gstRate: 'GST दर',
  percent: (rate: number) => `${rate}%`,
  hsn: 'HSN',
  noHsn: 'बिना HSN',
  quantity: 'मात्रा',
  taxable: 'कर योग्य मूल्य',
  cgst: 'CGST',
  sgst: 'SGST',
  total: 'कुल',
  fromSales: 'GST हिसाब',
};

const mr: GstTexts = {
  title: 'GST',
  intro: 'पोहोचवलेल्या ऑर्डरमधील कर, त्यांच्या बिलाच्या तारखेनुसार मोजलेला: प्रत्येक GST दर आणि प्रत्येक HSN कोडनुसार, बिलात विभागल्याप्रमाणे.',
  range: 'तारखा',
  from: 'पासून',
  to: 'पर्यंत',
  presets: 'झटपट निवड',
  thisMonth: 'हा महिना',
  lastMonth: 'मागील महिना',
  loading: 'GST चा हिशेब लोड होत आहे',
  download: 'CSV डाउनलोड',
  downloadLabel: (from: string, to: string) => `${from} ते ${to} चा GST हिशेब`,
  summary: (from: string, to: string) => `${from} ते ${to} या काळात बिल झालेल्या पोहोचवलेल्या ऑर्डर.`,
  none: 'या तारखांमध्ये पोहोचवलेल्या कोणत्याही ऑर्डरचे बिल झाले नाही.',
  ratesTitle: 'GST दरानुसार',
  hsnTitle: 'HSN कोडनुसार',
  gstRate: 'GST दर',
  percent: (rate: number) => `${rate}%`,
  hsn: 'HSN',
  noHsn: 'HSN नाही',
  quantity: 'प्रमाण',
  taxable: 'करपात्र मूल्य',
  cgst: 'CGST',
  sgst: 'SGST',
  total: 'एकूण',
  fromSales: 'GST हिशेब',
};

export const gstTexts: Record<Language, GstTexts> = { en, hi, mr };

/** The GST report's texts in the language the shop is shown in. */
export function useGstTexts(): GstTexts {
  return gstTexts[useLanguage()];
}
