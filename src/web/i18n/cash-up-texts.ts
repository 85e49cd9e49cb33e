import type { Language, PaidMethod, PaymentMethod } from '#common/constants.js';
import { useLanguage } from './i18n.js';

/**
 * The owner's cash-up screen (decision 0050) in the shop's three languages, like the other
 * everyday screens of owner-texts.ts (decision 0041). The words follow docs/glossary.md: the
 * cash-up is the day's account (दिन का हिसाब, दिवसाचा हिशेब), credit is उधार / उधारी (खाता is
 * already the shopper's account). Loaded with the admin chunk alone; Hindi and Marathi must give
 * every text English gives.
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const en = {
  title: 'Cash-up',
  intro: "The day's money: what came in by cash and UPI, what went back, and what is still to settle.",
  day: 'Day',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  badDay: 'That is not a day: choose one from the calendar.',
  loading: 'Loading the cash-up',
  download: 'Download CSV',
  downloadLabel: (day: string) => `the cash-up of ${day}`,
  dayHeading: (day: string, isToday: boolean) => (isToday ? `${day} (today)` : day),
  totals: 'Money of the day',
  cash: 'Cash received',
  upi: 'UPI received',
  refunded: 'Refunded',
  net: 'Net received',
  netNote: 'Cash + UPI − refunds',
  onCredit: 'Given on credit',
  payments: (n: number) => plural(n, 'payment', 'payments'),
  orders: (n: number) => plural(n, 'order', 'orders'),
  fromKhata: (amount: string, n: number) => `${amount} of it paid against credit (${n})`,
  unpaidTitle: 'Delivered, not paid',
  unpaidSummary: (n: number, amount: string) => `${plural(n, 'order', 'orders')}, ${amount} to collect`,
  unpaidNone: 'Every delivered order is paid.',
  refundsTitle: 'Refunds due',
  refundsSummary: (n: number, amount: string) => `${plural(n, 'order', 'orders')}, ${amount} to give back`,
  refundsNone: 'No refund is due.',
  anyDay: 'From any day, oldest first.',
  orderLink: (n: number) => `Order ${n}`,
  placedOn: (date: string) => `Placed ${date}`,
  deliveredOn: (date: string) => `Delivered ${date}`,
  cancelledOn: (date: string) => `Cancelled ${date}`,
  chose: { Cash: 'Chose cash', UPI: 'Chose UPI', Credit: 'Chose credit' } satisfies Record<PaymentMethod, string>,
  paidBy: { Cash: 'Paid in cash', UPI: 'Paid by UPI' } satisfies Record<PaidMethod, string>,
  utrReported: (utr: string) => `UTR reported: ${utr}`,
  markPaid: 'Mark paid',
  refund: 'Refund',
  forOrder: (n: number) => `, order ${n}`,
  call: (name: string) => `Call ${name}`,
};

export type CashUpTexts = typeof en;

const hi: CashUpTexts = {
  title: 'दिन का हिसाब',
  intro: 'दिन का पैसा: नकद और UPI से कितना आया, कितना लौटाया, और क्या अभी बाकी है।',
  day: 'दिन',
  previousDay: 'पिछला दिन',
  nextDay: 'अगला दिन',
  today: 'आज',
  badDay: 'यह कोई दिन नहीं है: कैलेंडर से एक दिन चुनें।',
  loading: 'हिसाब लोड हो रहा है',
  download: 'CSV डाउनलोड',
  downloadLabel: (day: string) => `${day} का हिसाब`,
  dayHeading: (day: string, isToday: boolean) => (isToday ? `${day} (आज)` : day),
  totals: 'दिन का पैसा',
  cash: 'नकद मिला',
  upi: 'UPI से मिला',
  refunded: 'पैसे लौटाए',
  net: 'कुल आमदनी',
  netNote: 'नकद + UPI − लौटाए',
  onCredit: 'उधार दिया',
  payments: (n: number) => `${n} भुगतान`,
  orders: (n: number) => `${n} ऑर्डर`,
  fromKhata: (amount: string, n: number) => `इसमें ${amount} उधार की वसूली (${n})`,
  unpaidTitle: 'पहुँचा दिए, भुगतान बाकी',
  unpaidSummary: (n: number, amount: string) => `${n} ऑर्डर, ${amount} लेने बाकी`,
  unpaidNone: 'पहुँचाए गए हर ऑर्डर का भुगतान हो गया है।',
  refundsTitle: 'पैसे लौटाने बाकी',
  refundsSummary: (n: number, amount: string) => `${n} ऑर्डर, ${amount} लौटाने हैं`,
  refundsNone: 'कोई पैसा लौटाना बाकी नहीं है।',
  anyDay: 'किसी भी दिन के, सबसे पुराने पहले।',
  orderLink: (n: number) => `ऑर्डर ${n}`,
  placedOn: (date: string) => `ऑर्डर ${date}`,
  deliveredOn: (date: string) => `${date} को पहुँचाया`,
  cancelledOn: (date: string) => `${date} को रद्द`,
  chose: { Cash: 'नकद चुना', UPI: 'UPI चुना', Credit: 'उधार चुना' },
  paidBy: { Cash: 'नकद मिला था', UPI: 'UPI से मिला था' },
  utrReported: (utr: string) => `UTR मिला: ${utr}`,
  markPaid: 'भुगतान दर्ज करें',
  refund: 'पैसे लौटाएँ',
  forOrder: (n: number) => `, ऑर्डर ${n}`,
  call: (name: string) => `${name} को फ़ोन करें`,
};

const mr: CashUpTexts = {
  title: 'दिवसाचा हिशेब',
  intro: 'दिवसाचे पैसे: रोख आणि UPI ने किती आले, किती परत दिले, आणि काय अजून बाकी आहे.',
  day: 'दिवस',
  previousDay: 'मागचा दिवस',
  nextDay: 'पुढचा दिवस',
  today: 'आज',
  badDay: 'हा दिवस नाही: कॅलेंडरमधून एक दिवस निवडा.',
  loading: 'हिशेब लोड होत आहे',
  download: 'CSV डाउनलोड',
  downloadLabel: (day: string) => `${day} चा हिशेब`,
  dayHeading: (day: string, isToday: boolean) => (isToday ? `${day} (आज)` : day),
  totals: 'दिवसाचे पैसे',
  cash: 'रोख मिळाले',
  upi: 'UPI ने मिळाले',
  refunded: 'परत दिले',
  net: 'एकूण जमा',
  netNote: 'रोख + UPI − परत दिलेले',
  onCredit: 'उधारीवर दिले',
  payments: (n: number) => `${n} पेमेंट`,
  orders: (n: number) => `${n} ऑर्डर`,
  fromKhata: (amount: string, n: number) => `यापैकी ${amount} उधारीची वसुली (${n})`,
  unpaidTitle: 'पोहोचवल्या, पैसे बाकी',
  unpaidSummary: (n: number, amount: string) => `${n} ऑर्डर, ${amount} घेणे बाकी`,
  unpaidNone: 'पोहोचवलेल्या प्रत्येक ऑर्डरचे पैसे मिळाले आहेत.',
  refundsTitle: 'पैसे परत देणे बाकी',
  refundsSummary: (n: number, amount: string) => `${n} ऑर्डर, ${amount} परत द्यायचे`,
  refundsNone: 'कोणालाही पैसे परत देणे बाकी नाही.',
  anyDay: 'कोणत्याही दिवसाच्या, सर्वात जुन्या आधी.',
  orderLink: (n: number) => `ऑर्डर ${n}`,
  placedOn: (date: string) => `ऑर्डर ${date}`,
  deliveredOn: (date: string) => `${date} ला पोहोचवली`,
  cancelledOn: (date: string) => `${date} ला रद्द`,
  chose: { Cash: 'रोख निवडले', UPI: 'UPI निवडले', Credit: 'उधारी निवडली' },
  paidBy: { Cash: 'रोख मिळाले होते', UPI: 'UPI ने मिळाले होते' },
  utrReported: (utr: string) => `UTR आला: ${utr}`,
  markPaid: 'पैसे मिळाले नोंदवा',
  refund: 'पैसे परत द्या',
  forOrder: (n: number) => `, ऑर्डर ${n}`,
  call: (name: string) => `${name} यांना फोन करा`,
};

export const cashUpTexts: Record<Language, CashUpTexts> = { en, hi, mr };

/** The cash-up's texts in the language the shop is shown in. */
export function useCashUpTexts(): CashUpTexts {
  return cashUpTexts[useLanguage()];
}
