import { differenceOf } from '#server/modules/mail/service.js';
import { shopperTextsIn } from './shopper-texts.js';

/** The shopper's texts in Hindi, in the words of the Hindi order mails (shopper-mails-hi.ts), cut to a text. */
export const hindiShopperTexts = shopperTextsIn({
  bodies: {
    order_placed: '{{1}}: धन्यवाद, {{2}} जी! आपका ऑर्डर {{3}} मिल गया है, {{4}}। सामान रवाना होते ही हम आपको बताएँगे।',
    order_packed: '{{1}}: आपका ऑर्डर {{2}} पैक हो गया है। {{3}} भुगतान की रक़म {{4}} है।',
    order_shipped_code: '{{1}}: आपका ऑर्डर {{2}} रास्ते में है। आपका डिलीवरी कोड {{3}} है: इसे डिलीवरी वाले को बताएँ। {{4}}',
    order_delivered: '{{1}}: आपका ऑर्डर {{2}} पहुँच गया है। ख़रीदारी के लिए धन्यवाद!',
    order_cancelled: '{{1}}: आपका ऑर्डर {{2}} ({{3}}) रद्द हो गया है। {{4}} आपको कोई भुगतान नहीं करना है।',
  },
  change: (change) =>
    change.unavailable
      ? `${change.name}: उपलब्ध नहीं था (${change.ordered} ऑर्डर किया था)`
      : `${change.name}: ${change.packed} पैक हुआ (${change.ordered} ऑर्डर किया था)`,
  changes: (listed, more) => `कुछ सामान आपके ऑर्डर से अलग है: ${listed}${more > 0 ? ` और ${more} और` : ''}।`,
  asOrdered: 'सारा सामान आपके ऑर्डर के मुताबिक़ है।',
  atTheDoor: (view, rupees) => {
    const { order } = view;
    if (order.payment.status === 'Paid') {
      const change = differenceOf(order);
      if (change > 0) return `कृपया बाकी ${rupees(change)} तैयार रखें।`;
      if (change < 0) return `इसका भुगतान हो चुका है: दुकान डिलीवरी पर ${rupees(-change)} लौटाएगी।`;
      return 'इसका भुगतान हो चुका है: डिलीवरी पर कुछ नहीं देना है।';
    }
    if (order.paymentMethod === 'Credit') return `डिलीवरी होने पर ${rupees(order.amountDue)} आपके उधार खाते में जुड़ जाएँगे।`;
    if (view.upi) return `कृपया ${rupees(order.amountDue)} का भुगतान UPI से करें, अभी या डिलीवरी के समय।`;
    return `भुगतान डिलीवरी के समय नकद होगा, कृपया ${rupees(order.amountDue)} तैयार रखें।`;
  },
  cancelledBy: (view) => (view.by === 'User' ? 'आपने इसे रद्द किया।' : 'इसे दुकान की ओर से रद्द किया गया, असुविधा के लिए खेद है।'),
  signInCode: ({ code, shopName, minutes }) =>
    `${code} ${shopName} में साइन इन करने का आपका कोड है। यह ${minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।`,
});
