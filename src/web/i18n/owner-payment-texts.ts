import type { Language, PaidMethod, PaymentMethod } from '#common/constants.js';
import { useLanguage } from './i18n.js';

/**
 * The owner's payment texts in the shop's three languages (decision 0047), like the everyday
 * screens of owner-texts.ts (decision 0041): the Payment panel of an order, the orders list's
 * Mark Paid and the Settings page's Payments section (the rest of Settings is English, decision
 * 0004). The words follow docs/glossary.md: UPI and UTR stay in Latin letters, Mark Paid is the
 * cash-up's (भुगतान दर्ज करें, पैसे मिळाले नोंदवा), credit is उधार / उधारी. Where the money stands
 * (Unpaid, Paid…) is owner-texts.ts's `orders.payment`, as the orders list's badge says it.
 * Loaded with the admin chunk alone; Hindi and Marathi must give every text English gives.
 */
const en = {
  markPaid: 'Mark Paid',
  panel: {
    paid: 'Payment Recorded..!!',
    title: 'Payment',
    chosen: 'Chosen at checkout',
    methods: { Cash: 'Cash on delivery', UPI: 'UPI', Credit: 'Credit' } satisfies Record<PaymentMethod, string>,
    amountDue: 'Amount due',
    status: 'Status',
    paidBy: 'Paid by',
    paidOn: 'Paid on',
    reference: 'Reference',
    reportedUtr: 'UTR the customer reported',
    reportedHint: 'Check it in your bank or UPI app before marking the order paid.',
    refundedOn: 'Refunded on',
    refundReference: 'Refund reference',
    received: 'Received by',
    referenceOptional: 'Reference (optional)',
    referenceHint: 'The UTR or a receipt number, to find the payment again.',
    deliveredAndPaid: 'Delivered and Paid',
    deliveredAndPaidHint: 'Marks the order Delivered and records the payment in one step.',
    deliveredAndPaidDone: 'Order Delivered, Payment Recorded..!!',
    refundTitle: 'Refund',
    refundHint: 'The order was cancelled after it was paid: give the money back, then record it here.',
    refund: 'Mark Refunded',
    refunded: 'Refund Recorded..!!',
    /** Refusals only the owner meets, worded here by their code (the shop's table names only the shopper's). */
    refusals: {
      ALREADY_PAID: (orderNumber: number) => `Order ${orderNumber} Is Already Paid..!!`,
      NOT_PAYABLE: (orderNumber: number) => `Order ${orderNumber} Takes No Payment Now..!!`,
    },
  },
  /** The orders list's one-tap Mark Paid, by the way shown under it. */
  list: {
    how: { Cash: 'Cash', UPI: 'UPI' } satisfies Record<PaidMethod, string>,
    markPaidOf: (orderNumber: number, method: PaidMethod) => `Mark order ${orderNumber} paid by ${method}`,
    recording: 'Recording',
    recorded: 'Recorded',
    failed: 'Not recorded: open the order to see it.',
  },
  settings: {
    payments: 'Payments',
    paymentMethods: 'Ways Shoppers May Pay',
    paymentMethodsHint:
      'Offered at checkout; at least one. UPI needs the UPI ID below. Credit is offered only to shoppers you give a credit limit (Users, then Edit).',
    paymentMethodNames: { Cash: 'Cash on delivery', UPI: 'UPI (QR code and UPI apps)', Credit: 'Credit (khata)' } satisfies Record<
      PaymentMethod,
      string
    >,
    upiId: 'UPI ID',
    upiIdHint: 'Where UPI payments go, like shopname@okbank or 9876543210@ybl.',
    upiName: 'UPI Name',
    upiNameHint: "The payee name shoppers' UPI apps show; left empty, the shop name.",
    maxUnpaidAmount: 'Max Unpaid Amount (₹)',
    maxUnpaidAmountHint: "The most one shopper's unpaid Cash and UPI orders on their way may add up to; 0 means no limit.",
  },
};

export type OwnerPaymentTexts = typeof en;

const hi: OwnerPaymentTexts = {
  markPaid: 'भुगतान दर्ज करें',
  panel: {
    paid: 'भुगतान दर्ज हुआ..!!',
    title: 'भुगतान',
    chosen: 'चेकआउट पर चुना',
    methods: { Cash: 'कैश ऑन डिलीवरी', UPI: 'UPI', Credit: 'उधार' },
    amountDue: 'देय रकम',
    status: 'स्थिति',
    paidBy: 'कैसे मिला',
    paidOn: 'भुगतान की तारीख़',
    reference: 'रेफ़रेंस',
    reportedUtr: 'ग्राहक का भेजा UTR',
    reportedHint: 'भुगतान दर्ज करने से पहले इसे अपने बैंक या UPI ऐप में जाँच लें।',
    refundedOn: 'पैसे लौटाने की तारीख़',
    refundReference: 'पैसे लौटाने का रेफ़रेंस',
    received: 'पैसे कैसे मिले',
    referenceOptional: 'रेफ़रेंस (ज़रूरी नहीं)',
    referenceHint: 'UTR या रसीद नंबर, ताकि भुगतान बाद में ढूँढा जा सके।',
    deliveredAndPaid: 'पहुँचा दिया, भुगतान मिला',
    deliveredAndPaidHint: 'ऑर्डर "पहुँचा दिया गया" हो जाएगा और भुगतान भी दर्ज होगा, एक ही बार में।',
    deliveredAndPaidDone: 'ऑर्डर पहुँचा दिया गया, भुगतान दर्ज हुआ..!!',
    refundTitle: 'पैसे वापसी',
    refundHint: 'भुगतान के बाद ऑर्डर रद्द हुआ: ग्राहक को पैसे लौटाएँ, फिर यहाँ दर्ज करें।',
    refund: 'पैसे लौटाए, दर्ज करें',
    refunded: 'पैसे लौटाना दर्ज हुआ..!!',
    refusals: {
      ALREADY_PAID: (orderNumber: number) => `ऑर्डर ${orderNumber} का भुगतान पहले ही दर्ज है..!!`,
      NOT_PAYABLE: (orderNumber: number) => `ऑर्डर ${orderNumber} पर अब कोई भुगतान नहीं लिया जा सकता..!!`,
    },
  },
  list: {
    how: { Cash: 'नकद', UPI: 'UPI' },
    markPaidOf: (orderNumber: number, method: PaidMethod) => `ऑर्डर ${orderNumber} का ${method === 'Cash' ? 'नकद' : 'UPI'} भुगतान दर्ज करें`,
    recording: 'दर्ज हो रहा है',
    recorded: 'दर्ज हुआ',
    failed: 'दर्ज नहीं हुआ: देखने के लिए ऑर्डर खोलें।',
  },
  settings: {
    payments: 'भुगतान',
    paymentMethods: 'ग्राहक कैसे भुगतान कर सकते हैं',
    paymentMethodsHint:
      'चेकआउट पर दिखते हैं; कम से कम एक चुनें। UPI के लिए नीचे UPI ID ज़रूरी है। उधार सिर्फ़ उन ग्राहकों को दिखता है जिन्हें आपने उधार सीमा दी है (उपयोगकर्ता, फिर Edit)।',
    paymentMethodNames: { Cash: 'कैश ऑन डिलीवरी', UPI: 'UPI (QR कोड और UPI ऐप)', Credit: 'उधार (खाता)' },
    upiId: 'UPI ID',
    upiIdHint: 'UPI के पैसे इसी पर आते हैं, जैसे shopname@okbank या 9876543210@ybl।',
    upiName: 'UPI पर नाम',
    upiNameHint: 'ग्राहक के UPI ऐप में पैसे पाने वाले का यही नाम दिखता है; खाली छोड़ें तो दुकान का नाम।',
    maxUnpaidAmount: 'बिना भुगतान की रकम की सीमा (₹)',
    maxUnpaidAmountHint: 'एक ग्राहक के रास्ते वाले नकद और UPI ऑर्डर, जिनका भुगतान बाकी है, कुल इतने तक हो सकते हैं; 0 का मतलब कोई सीमा नहीं।',
  },
};

const mr: OwnerPaymentTexts = {
  markPaid: 'पैसे मिळाले नोंदवा',
  panel: {
    paid: 'पैसे मिळाल्याची नोंद झाली..!!',
    title: 'पैसे',
    chosen: 'चेकआउटला निवडले',
    methods: { Cash: 'कॅश ऑन डिलिव्हरी', UPI: 'UPI', Credit: 'उधारी' },
    amountDue: 'देय रक्कम',
    status: 'स्थिती',
    paidBy: 'कसे मिळाले',
    paidOn: 'पैसे मिळाल्याची तारीख',
    reference: 'संदर्भ',
    reportedUtr: 'ग्राहकाने पाठवलेला UTR',
    reportedHint: 'पैसे मिळाले नोंदवण्याआधी हा UTR तुमच्या बँकेत किंवा UPI ॲपमध्ये तपासा.',
    refundedOn: 'पैसे परत दिल्याची तारीख',
    refundReference: 'पैसे परत दिल्याचा संदर्भ',
    received: 'पैसे कसे मिळाले',
    referenceOptional: 'संदर्भ (ऐच्छिक)',
    referenceHint: 'UTR किंवा पावती क्रमांक, भरणा पुन्हा शोधण्यासाठी.',
    deliveredAndPaid: 'पोहोचवली, पैसे मिळाले',
    deliveredAndPaidHint: 'ऑर्डर "पोहोचवली" होईल आणि पैसे मिळाल्याची नोंदही होईल, एकाच वेळी.',
    deliveredAndPaidDone: 'ऑर्डर पोहोचवली, पैसे मिळाल्याची नोंद झाली..!!',
    refundTitle: 'पैसे परत',
    refundHint: 'पैसे दिल्यानंतर ऑर्डर रद्द झाली: ग्राहकाला पैसे परत द्या, मग इथे नोंदवा.',
    refund: 'पैसे परत दिले, नोंदवा',
    refunded: 'पैसे परत दिल्याची नोंद झाली..!!',
    refusals: {
      ALREADY_PAID: (orderNumber: number) => `ऑर्डर ${orderNumber} चे पैसे मिळाल्याची नोंद आधीच झाली आहे..!!`,
      NOT_PAYABLE: (orderNumber: number) => `ऑर्डर ${orderNumber} वर आता पैसे घेता येत नाहीत..!!`,
    },
  },
  list: {
    how: { Cash: 'रोख', UPI: 'UPI' },
    markPaidOf: (orderNumber: number, method: PaidMethod) => `ऑर्डर ${orderNumber} चे पैसे ${method === 'Cash' ? 'रोख' : 'UPI ने'} मिळाले नोंदवा`,
    recording: 'नोंद होत आहे',
    recorded: 'नोंद झाली',
    failed: 'नोंद झाली नाही: पाहण्यासाठी ऑर्डर उघडा.',
  },
  settings: {
    payments: 'पेमेंट',
    paymentMethods: 'ग्राहक कसे पैसे देऊ शकतात',
    paymentMethodsHint:
      'चेकआउटला दिसतात; किमान एक निवडा. UPI साठी खालचा UPI ID भरावा लागतो. उधारी फक्त ज्या ग्राहकांना तुम्ही उधारी मर्यादा दिली आहे त्यांनाच दिसते (वापरकर्ते, मग Edit).',
    paymentMethodNames: { Cash: 'कॅश ऑन डिलिव्हरी', UPI: 'UPI (QR कोड आणि UPI ॲप)', Credit: 'उधारी (खाते)' },
    upiId: 'UPI ID',
    upiIdHint: 'UPI चे पैसे इथे जमा होतात, जसे shopname@okbank किंवा 9876543210@ybl.',
    upiName: 'UPI वरील नाव',
    upiNameHint: 'ग्राहकाच्या UPI ॲपमध्ये पैसे घेणाऱ्याचे हेच नाव दिसते; रिकामे ठेवल्यास दुकानाचे नाव.',
    maxUnpaidAmount: 'न भरलेल्या रकमेची मर्यादा (₹)',
    maxUnpaidAmountHint: 'एका ग्राहकाच्या वाटेवरील, पैसे बाकी असलेल्या रोख आणि UPI ऑर्डर एकूण इतक्या रकमेपर्यंत असू शकतात; 0 म्हणजे मर्यादा नाही.',
  },
};

export const ownerPaymentTexts: Record<Language, OwnerPaymentTexts> = { en, hi, mr };

/** The owner's payment texts in the language the shop is shown in. */
export function useOwnerPaymentTexts(): OwnerPaymentTexts {
  return ownerPaymentTexts[useLanguage()];
}
