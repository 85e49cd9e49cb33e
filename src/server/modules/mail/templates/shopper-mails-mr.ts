import type { PaymentMethod } from '#common/constants.js';
import { orderMailParts, resetMail, type UpiWords } from './compose.js';
import { deliverySlotRows, differenceOf, packedChanges, rupees } from './format.js';
import type { OrderMailView, ShopperTemplates } from './order-view.js';

/**
 * The shopper's mails in Marathi, as a shop in Maharashtra writes to its customers: polite,
 * plain words, the storefront's own terms (docs/glossary.md: ऑर्डर, डिलिव्हरी, कॅश ऑन डिलिव्हरी).
 * Money keeps the ₹ sign and Indian grouping; dates are mr-IN with Latin digits, as the
 * storefront writes them.
 */
const LOCALE = 'mr-IN-u-nu-latn';
const PAYMENT: Record<PaymentMethod, string> = { Cash: 'कॅश ऑन डिलिव्हरी', UPI: 'UPI', Credit: 'उधारी' };
const UPI: UpiWords = {
  heading: (amount) => `UPI ने ${amount} द्या`,
  instruction: 'फोनवर हे बटण तुमचे UPI ॲप (Google Pay, PhonePe, Paytm, BHIM) उघडेल, त्यात दुकान, रक्कम आणि ऑर्डर आधीच भरलेली असेल.',
  button: 'UPI ॲपने पैसे द्या',
  byHand: (upiId, payee, note) => `किंवा UPI ID ${upiId} (${payee}) वर "${note}" लिहून पैसे द्या.`,
  qr: 'QR कोड दुसऱ्या फोनवरून स्कॅन करायचा असेल तर:',
  qrLink: 'तुमची ऑर्डर उघडा',
};
const { placedOn, changedOn, compose, facts, deliverTo, items, link, upiBlock, blocks } = orderMailParts({
  lang: 'mr',
  locale: LOCALE,
  orderNumber: 'ऑर्डर क्रमांक',
  items: 'वस्तू',
  deliverTo: 'डिलिव्हरीचा पत्ता',
  item: 'वस्तू',
  amount: 'रक्कम',
  total: 'एकूण',
  mobile: 'मोबाईल',
  unavailable: 'उपलब्ध नाही',
  discount: 'सूट',
  delivery: 'डिलिव्हरी शुल्क',
  ordered: 'मागवले',
});

const name = (view: OrderMailView) => view.order.user.firstName;
const placedRow = (view: OrderMailView): [string, string] => ['ऑर्डरची तारीख', placedOn(view)];
const reasonOf = (view: OrderMailView) => (view.order.cancelReason ? [`कारण: ${view.order.cancelReason}`] : []);
const viewOrder = (view: OrderMailView) => link(view.links.order, 'तुमची ऑर्डर पाहा');

/** What the shopper does about the money once the order is on its way. */
function atTheDoor(view: OrderMailView): string {
  const { order } = view;
  const due = rupees(order.amountDue);
  if (order.payment.status === 'Paid') {
    const change = differenceOf(order);
    if (change > 0) return `${rupees(order.payment.amount ?? 0)} मिळाले आहेत; कृपया उरलेले ${rupees(change)} तयार ठेवा.`;
    if (change < 0) return `याचे पैसे मिळाले आहेत: दुकान डिलिव्हरीच्या वेळी ${rupees(-change)} परत देईल.`;
    return 'याचे पैसे मिळाले आहेत: डिलिव्हरीच्या वेळी काही द्यायचे नाही.';
  }
  if (order.paymentMethod === 'Credit') return `डिलिव्हरी झाल्यावर ${due} तुमच्या उधारीत लिहिले जातील.`;
  if (view.upi) return `कृपया UPI ने ${due} द्या, आत्ता किंवा डिलिव्हरीच्या वेळी.`;
  return `पैसे डिलिव्हरीच्या वेळी रोख द्यायचे आहेत, कृपया ${due} तयार ठेवा.`;
}

export const marathiShopperMails: ShopperTemplates = {
  placed: (view) =>
    compose(view, {
      subject: `तुमची ऑर्डर ${view.order.orderNumber} मिळाली - ${view.shop.name}`,
      heading: `ऑर्डरबद्दल धन्यवाद, ${name(view)}!`,
      paragraphs: ['तुमची ऑर्डर आम्हाला मिळाली आहे. माल रवाना होताच आम्ही तुम्हाला पुन्हा कळवू.'],
      ...blocks(
        facts(view, [placedRow(view), ['पैसे', PAYMENT[view.order.paymentMethod]], ...deliverySlotRows(view.order, 'डिलिव्हरीची वेळ', LOCALE)]),
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
      subject: `तुमची ऑर्डर ${view.order.orderNumber} पॅक झाली आहे - ${view.shop.name}`,
      heading: `${name(view)}, तुमची ऑर्डर पॅक झाली आहे`,
      paragraphs: [
        `आम्ही ती ${changedOn(view)} रोजी पॅक केली. ${changes.length > 0 ? 'काही वस्तू तुमच्या ऑर्डरपेक्षा वेगळ्या आहेत:' : 'सर्व वस्तू तुमच्या ऑर्डरप्रमाणे आहेत.'}`,
        ...changes.map((change) =>
          change.unavailable
            ? `${change.name}: उपलब्ध नव्हते, काढून टाकले (${change.ordered} मागवले होते)`
            : `${change.name}: ${change.packed} पॅक केले (${change.ordered} मागवले होते)`,
        ),
        amountDue === total
          ? `भरायची रक्कम ${rupees(amountDue)} आहे.`
          : `आता भरायची रक्कम ${rupees(amountDue)} आहे (ऑर्डरच्या वेळी ${rupees(total)} होती).`,
      ],
      ...blocks(
        facts(view, [placedRow(view), ...deliverySlotRows(view.order, 'डिलिव्हरीची वेळ', LOCALE)]),
        upiBlock(view, UPI),
        items(view),
        viewOrder(view),
      ),
    });
  },

  shipped: (view) =>
    compose(view, {
      subject: `तुमची ऑर्डर ${view.order.orderNumber} वाटेत आहे - ${view.shop.name}`,
      heading: `${name(view)}, तुमची ऑर्डर वाटेत आहे`,
      paragraphs: [
        `तुमचा माल ${changedOn(view)} रोजी दुकानातून निघाला आहे. ${atTheDoor(view)}`,
        `तुमचा डिलिव्हरी कोड ${view.order.deliveryCode} आहे: तो दारात डिलिव्हरी देणाऱ्याला सांगा.`,
      ],
      ...blocks(facts(view, [placedRow(view)]), upiBlock(view, UPI), items(view), deliverTo(view), viewOrder(view)),
    }),

  delivered: (view) =>
    compose(view, {
      subject: `तुमची ऑर्डर ${view.order.orderNumber} पोहोचली - ${view.shop.name}`,
      heading: `${name(view)}, तुमची ऑर्डर पोहोचली आहे`,
      paragraphs: [`तुमची ऑर्डर ${changedOn(view)} रोजी पोहोचवण्यात आली. ${view.shop.name} मधून खरेदी केल्याबद्दल धन्यवाद.`],
      ...blocks(facts(view, [placedRow(view)]), items(view), viewOrder(view), link(view.links.review, 'तुमचा अभिप्राय कळवा')),
    }),

  cancelled: (view) =>
    compose(view, {
      subject: `तुमची ऑर्डर ${view.order.orderNumber} रद्द झाली आहे - ${view.shop.name}`,
      heading: `${name(view)}, तुमची ऑर्डर रद्द झाली आहे`,
      paragraphs: [
        view.change?.by === 'User'
          ? `तुम्ही ही ऑर्डर ${changedOn(view)} रोजी रद्द केली. तुम्हाला काहीही पैसे द्यायचे नाहीत.`
          : `ही ऑर्डर ${changedOn(view)} रोजी दुकानाकडून रद्द करण्यात आली. गैरसोयीबद्दल क्षमस्व. तुम्हाला काहीही पैसे द्यायचे नाहीत.`,
        ...reasonOf(view),
      ],
      ...blocks(facts(view, [placedRow(view)]), items(view), viewOrder(view)),
    }),

  passwordReset: (view) =>
    resetMail('mr', view, {
      subject: 'तुमचा पासवर्ड पुन्हा सेट करा',
      greeting: `नमस्कार ${view.firstName},`,
      instruction: `नवीन पासवर्ड निवडण्यासाठी ${view.minutes} मिनिटांच्या आत ही लिंक उघडा:`,
      button: 'नवीन पासवर्ड निवडा',
      closing: ['तुम्ही ही विनंती केली नसेल, तर या मेलकडे दुर्लक्ष करा. तुमचा पासवर्ड बदलणार नाही.'],
    }),
};
