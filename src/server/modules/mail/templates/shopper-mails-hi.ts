import type { PaymentMethod } from '#common/constants.js';
import { orderMailParts, resetMail, type UpiWords } from './compose.js';
import { deliverySlotRows, differenceOf, packedChanges, rupees } from './format.js';
import type { OrderMailView, ShopperTemplates } from './order-view.js';

/**
 * The shopper's mails in Hindi, as a shop in India writes to its customers: polite ("जी"),
 * plain words, the storefront's own terms (docs/glossary.md: ऑर्डर, डिलीवरी, कैश ऑन डिलीवरी).
 * Money keeps the ₹ sign and Indian grouping; dates are hi-IN.
 */
const LOCALE = 'hi-IN';
const PAYMENT: Record<PaymentMethod, string> = { Cash: 'कैश ऑन डिलीवरी', UPI: 'UPI', Credit: 'उधार' };
const UPI: UpiWords = {
  heading: (amount) => `${amount} का भुगतान UPI से करें`,
  instruction: 'फ़ोन पर यह बटन आपका UPI ऐप (Google Pay, PhonePe, Paytm, BHIM) खोलेगा, जिसमें दुकान, रक़म और ऑर्डर पहले से भरे होंगे।',
  button: 'UPI ऐप से भुगतान करें',
  byHand: (upiId, payee, note) => `या UPI ID ${upiId} (${payee}) पर "${note}" लिखकर भुगतान करें।`,
  qr: 'QR कोड किसी दूसरे फ़ोन से स्कैन करना हो तो:',
  qrLink: 'अपना ऑर्डर खोलें',
};
const { placedOn, changedOn, compose, facts, deliverTo, items, link, upiBlock, blocks } = orderMailParts({
  lang: 'hi',
  locale: LOCALE,
  orderNumber: 'ऑर्डर नंबर',
  items: 'सामान',
  deliverTo: 'डिलीवरी का पता',
  item: 'सामान',
  amount: 'रक़म',
  total: 'कुल',
  mobile: 'मोबाइल',
  unavailable: 'उपलब्ध नहीं',
  discount: 'छूट',
  delivery: 'डिलीवरी शुल्क',
  ordered: 'ऑर्डर किया',
});

const name = (view: OrderMailView) => `${view.order.user.firstName} जी`;
const placedRow = (view: OrderMailView): [string, string] => ['ऑर्डर की तारीख', placedOn(view)];
const reasonOf = (view: OrderMailView) => (view.order.cancelReason ? [`वजह: ${view.order.cancelReason}`] : []);
const viewOrder = (view: OrderMailView) => link(view.links.order, 'अपना ऑर्डर देखें');

/** What the shopper does about the money once the order is on its way. */
function atTheDoor(view: OrderMailView): string {
  const { order } = view;
  const due = rupees(order.amountDue);
  if (order.payment.status === 'Paid') {
    const change = differenceOf(order);
    if (change > 0) return `${rupees(order.payment.amount ?? 0)} का भुगतान हो चुका है; कृपया बाकी ${rupees(change)} तैयार रखें।`;
    if (change < 0) return `इसका भुगतान हो चुका है: दुकान डिलीवरी पर ${rupees(-change)} लौटाएगी।`;
    return 'इसका भुगतान हो चुका है: डिलीवरी पर कुछ नहीं देना है।';
  }
  if (order.paymentMethod === 'Credit') return `डिलीवरी होने पर ${due} आपके उधार खाते में जुड़ जाएँगे।`;
  if (view.upi) return `कृपया ${due} का भुगतान UPI से करें, अभी या डिलीवरी के समय।`;
  return `भुगतान डिलीवरी के समय नकद होगा, कृपया ${due} तैयार रखें।`;
}

export const hindiShopperMails: ShopperTemplates = {
  placed: (view) =>
    compose(view, {
      subject: `आपका ऑर्डर ${view.order.orderNumber} मिल गया है - ${view.shop.name}`,
      heading: `ऑर्डर के लिए धन्यवाद, ${name(view)}!`,
      paragraphs: ['हमें आपका ऑर्डर मिल गया है। सामान रवाना होते ही हम आपको फिर से मेल करेंगे।'],
      ...blocks(
        facts(view, [
          placedRow(view),
          ['भुगतान', PAYMENT[view.order.paymentMethod]],
          ...deliverySlotRows(view.order, 'डिलीवरी का समय', LOCALE),
        ]),
        upiBlock(view, UPI),
        items(view),
        deliverTo(view),
        viewOrder(view),
      ),
    }),

  packed: (view) => {
    const changes = packedChanges(view.order);
    const { total, amountDue } = view.order;
    return compose(view, {
      subject: `आपका ऑर्डर ${view.order.orderNumber} पैक हो गया है - ${view.shop.name}`,
      heading: `${name(view)}, आपका ऑर्डर पैक हो गया है`,
      paragraphs: [
        `हमने इसे ${changedOn(view)} को पैक किया। ${changes.length > 0 ? 'कुछ सामान आपके ऑर्डर से अलग है:' : 'सारा सामान आपके ऑर्डर के मुताबिक़ है।'}`,
        ...changes.map((change) =>
          change.unavailable
            ? `${change.name}: उपलब्ध नहीं था, हटा दिया गया (${change.ordered} ऑर्डर किया था)`
            : `${change.name}: ${change.packed} पैक हुआ (${change.ordered} ऑर्डर किया था)`,
        ),
        amountDue === total
          ? `भुगतान की रक़म ${rupees(amountDue)} है।`
          : `अब भुगतान की रक़म ${rupees(amountDue)} है (ऑर्डर के समय ${rupees(total)} थी)।`,
      ],
      ...blocks(
        facts(view, [placedRow(view), ...deliverySlotRows(view.order, 'डिलीवरी का समय', LOCALE)]),
        upiBlock(view, UPI),
        items(view),
        viewOrder(view),
      ),
    });
  },

  shipped: (view) =>
    compose(view, {
      subject: `आपका ऑर्डर ${view.order.orderNumber} रास्ते में है - ${view.shop.name}`,
      heading: `${name(view)}, आपका ऑर्डर रास्ते में है`,
      paragraphs: [
        `आपका सामान ${changedOn(view)} को दुकान से निकल चुका है। ${atTheDoor(view)}`,
        `आपका डिलीवरी कोड ${view.order.deliveryCode} है: इसे दरवाज़े पर डिलीवरी वाले को बताएँ।`,
      ],
      ...blocks(facts(view, [placedRow(view)]), upiBlock(view, UPI), items(view), deliverTo(view), viewOrder(view)),
    }),

  delivered: (view) =>
    compose(view, {
      subject: `आपका ऑर्डर ${view.order.orderNumber} पहुँच गया है - ${view.shop.name}`,
      heading: `${name(view)}, आपका ऑर्डर पहुँच गया है`,
      paragraphs: [`आपका ऑर्डर ${changedOn(view)} को पहुँचा दिया गया। ${view.shop.name} से ख़रीदारी करने के लिए धन्यवाद।`],
      ...blocks(facts(view, [placedRow(view)]), items(view), viewOrder(view), link(view.links.review, 'हमें अपनी राय बताएँ')),
    }),

  cancelled: (view) =>
    compose(view, {
      subject: `आपका ऑर्डर ${view.order.orderNumber} रद्द हो गया है - ${view.shop.name}`,
      heading: `${name(view)}, आपका ऑर्डर रद्द हो गया है`,
      paragraphs: [
        view.change?.by === 'User'
          ? `आपने यह ऑर्डर ${changedOn(view)} को रद्द किया। आपको कोई भुगतान नहीं करना है।`
          : `यह ऑर्डर ${changedOn(view)} को दुकान की ओर से रद्द किया गया। असुविधा के लिए हमें खेद है। आपको कोई भुगतान नहीं करना है।`,
        ...reasonOf(view),
      ],
      ...blocks(facts(view, [placedRow(view)]), items(view), viewOrder(view)),
    }),

  passwordReset: (view) =>
    resetMail('hi', view, {
      subject: 'अपना पासवर्ड फिर से सेट करें',
      greeting: `नमस्ते ${view.firstName} जी,`,
      instruction: `नया पासवर्ड चुनने के लिए ${view.minutes} मिनट के अंदर यह लिंक खोलें:`,
      button: 'नया पासवर्ड चुनें',
      closing: ['अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा कर दें। आपका पासवर्ड नहीं बदलेगा।'],
    }),
};
