import { differenceOf } from '#server/modules/mail/service.js';
import { shopperTextsIn } from './shopper-texts.js';

/** The shopper's texts in English: the order mails' words, cut to a text (decision 0054). */
export const englishShopperTexts = shopperTextsIn({
  bodies: {
    order_placed: '{{1}}: thank you, {{2}}! Order {{3}} is placed, {{4}}. We will let you know when it is on its way.',
    order_packed: '{{1}}: order {{2}} is packed. {{3}} The amount to pay is {{4}}.',
    order_shipped_code: '{{1}}: order {{2}} is on its way. Your delivery code is {{3}}: tell it to the rider. {{4}}',
    order_delivered: '{{1}}: order {{2}} is delivered. Thank you for shopping with us!',
    order_cancelled: '{{1}}: order {{2}} ({{3}}) is cancelled. {{4}} Nothing is to be paid.',
  },
  change: (change) =>
    change.unavailable
      ? `${change.name}: not available (${change.ordered} ordered)`
      : `${change.name}: ${change.packed} packed (${change.ordered} ordered)`,
  changes: (listed, more) => `Some items differ from what you ordered: ${listed}${more > 0 ? ` and ${more} more` : ''}.`,
  asOrdered: 'Everything is as you ordered.',
  atTheDoor: (view, rupees) => {
    const { order } = view;
    if (order.payment.status === 'Paid') {
      const change = differenceOf(order);
      if (change > 0) return `Please keep the remaining ${rupees(change)} ready.`;
      if (change < 0) return `It is paid: the shop will give back ${rupees(-change)} at the door.`;
      return 'It is paid: there is nothing to pay at the door.';
    }
    if (order.paymentMethod === 'Credit') return `${rupees(order.amountDue)} goes on your khata when it is delivered.`;
    if (view.upi) return `Please pay ${rupees(order.amountDue)} by UPI, now or at the door.`;
    return `Please keep ${rupees(order.amountDue)} ready: payment is cash on delivery.`;
  },
  cancelledBy: (view) => (view.by === 'User' ? 'You cancelled it.' : 'The shop cancelled it, sorry.'),
  signInCode: ({ code, shopName, minutes }) =>
    `${code} is your sign-in code for ${shopName}. It works for ${minutes} minutes. Do not share it.`,
});
