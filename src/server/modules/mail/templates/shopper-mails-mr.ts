import { orderMailParts, resetMail } from './compose.js';
import { deliverySlotRows, packedChanges, rupees } from './format.js';
import type { OrderMailView, ShopperTemplates } from './order-view.js';

/**
 * The shopper's mails in Marathi, as a shop in Maharashtra writes to its customers: polite,
 * plain words, the storefront's own terms (docs/glossary.md: ऑर्डर, डिलिव्हरी, कॅश ऑन डिलिव्हरी).
 * Money keeps the ₹ sign and Indian grouping; dates are mr-IN with Latin digits, as the
 * storefront writes them.
 */
const LOCALE = 'mr-IN-u-nu-latn';
const PAYMENT = 'कॅश ऑन डिलिव्हरी';
const { placedOn, changedOn, compose, facts, deliverTo, items, link, blocks } = orderMailParts({
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
  ordered: 'मागवले',
});

const name = (view: OrderMailView) => view.order.user.firstName;
const placedRow = (view: OrderMailView): [string, string] => ['ऑर्डरची तारीख', placedOn(view)];
const reasonOf = (view: OrderMailView) => (view.order.cancelReason ? [`कारण: ${view.order.cancelReason}`] : []);
const viewOrder = (view: OrderMailView) => link(view.links.order, 'तुमची ऑर्डर पाहा');

export const marathiShopperMails: ShopperTemplates = {
  placed: (view) =>
    compose(view, {
      subject: `तुमची ऑर्डर ${view.order.orderNumber} मिळाली - ${view.shop.name}`,
      heading: `ऑर्डरबद्दल धन्यवाद, ${name(view)}!`,
      paragraphs: ['तुमची ऑर्डर आम्हाला मिळाली आहे. माल रवाना होताच आम्ही तुम्हाला पुन्हा कळवू.'],
      ...blocks(
        facts(view, [placedRow(view), ['पैसे', PAYMENT], ...deliverySlotRows(view.order, 'डिलिव्हरीची वेळ', LOCALE)]),
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
      ...blocks(facts(view, [placedRow(view), ...deliverySlotRows(view.order, 'डिलिव्हरीची वेळ', LOCALE)]), items(view), viewOrder(view)),
    });
  },

  shipped: (view) =>
    compose(view, {
      subject: `तुमची ऑर्डर ${view.order.orderNumber} वाटेत आहे - ${view.shop.name}`,
      heading: `${name(view)}, तुमची ऑर्डर वाटेत आहे`,
      paragraphs: [
        `तुमचा माल ${changedOn(view)} रोजी दुकानातून निघाला आहे. पैसे डिलिव्हरीच्या वेळी रोख द्यायचे आहेत, कृपया ${rupees(view.order.amountDue)} तयार ठेवा.`,
      ],
      ...blocks(facts(view, [placedRow(view)]), items(view), deliverTo(view), viewOrder(view)),
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
