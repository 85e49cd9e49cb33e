import type { PaymentMethod } from '#common/constants.js';
import { orderMailParts, type UpiWords } from './compose.js';
import { deliverySlotRows, differenceOf, orderRef, packedChanges, rupees } from './format.js';
import type { OrderMailView, OrderTemplates } from './order-view.js';

/** How the shopper chose to pay, as the mails' Payment line says it. */
const PAYMENT: Record<PaymentMethod, string> = { Cash: 'Cash on delivery', UPI: 'UPI', Credit: 'On credit' };
/** The shop's own mail says how the money will come. */
const SHOP_PAYMENT: Record<PaymentMethod, string> = { Cash: 'cash on delivery', UPI: 'to be paid by UPI', Credit: 'on credit (khata)' };
const UPI: UpiWords = {
  heading: (amount) => `Pay ${amount} by UPI`,
  instruction:
    'On your phone, the button opens your UPI app (Google Pay, PhonePe, Paytm, BHIM) with the shop, the amount and the order filled in.',
  button: 'Pay by UPI app',
  byHand: (upiId, payee, note) => `Or pay to the UPI ID ${upiId} (${payee}) with the note "${note}".`,
  qr: 'To scan the QR code from another phone:',
  qrLink: 'open your order',
};
const { placedOn, changedOn, compose, facts, deliverTo, items, link, upiBlock, blocks } = orderMailParts({
  lang: 'en',
  locale: 'en-IN',
  orderNumber: 'Order number',
  items: 'Items',
  deliverTo: 'Deliver to',
  item: 'Item',
  amount: 'Amount',
  total: 'Total',
  mobile: 'Mobile',
  unavailable: 'not available',
  discount: 'Discount',
  delivery: 'Delivery',
  ordered: 'ordered',
});

const fullName = (view: OrderMailView) => `${view.order.user.firstName} ${view.order.user.lastName}`.trim();
const paymentOf = (view: OrderMailView): [string, string] => ['Payment', PAYMENT[view.order.paymentMethod]];

/** What the shopper does about the money once the order is on its way. */
function atTheDoor(view: OrderMailView): string {
  const { order } = view;
  const due = rupees(order.amountDue);
  if (order.payment.status === 'Paid') {
    // Paid before packing changed what it owes (decision 0051): the difference is settled at the door.
    const change = differenceOf(order);
    if (change > 0) return `${rupees(order.payment.amount ?? 0)} is paid: please keep the remaining ${rupees(change)} ready.`;
    if (change < 0) return `It is paid: the shop will give back ${rupees(-change)} at the door.`;
    return 'It is paid: there is nothing to pay at the door.';
  }
  if (order.paymentMethod === 'Credit') return `${due} goes on your credit account (khata) when it is delivered.`;
  if (view.upi) return `Please pay ${due} by UPI, now or at the door.`;
  return `Please keep ${due} ready: payment is cash on delivery.`;
}
const canceller = (view: OrderMailView, shopperWords: string) => (view.change?.by === 'User' ? shopperWords : 'the shop');

/** English, the shop's first language; another language is another object of this shape. */
export const englishOrderMails: OrderTemplates = {
  placed: (view) =>
    compose(view, {
      subject: `${orderRef(view.order)} placed - ${view.shop.name}`,
      heading: `Thank you for your order, ${view.order.user.firstName}!`,
      paragraphs: ['We have received your order. We will write again when it is on its way.'],
      ...blocks(
        facts(view, [['Placed on', placedOn(view)], paymentOf(view), ...deliverySlotRows(view.order, 'Delivery')]),
        upiBlock(view, UPI),
        items(view),
        deliverTo(view),
        link(view.links.order, 'View your order'),
      ),
    }),

  packed: (view) => {
    const changes = packedChanges(view.order);
    const { total, amountDue } = view.order;
    return compose(view, {
      subject: `${orderRef(view.order)} is packed - ${view.shop.name}`,
      heading: `Your order is packed, ${view.order.user.firstName}`,
      paragraphs: [
        `We packed it on ${changedOn(view)}. ${changes.length > 0 ? 'Some items differ from what you ordered:' : 'Everything is as you ordered.'}`,
        ...changes.map((change) =>
          change.unavailable
            ? `${change.name}: not available, left out (${change.ordered} ordered)`
            : `${change.name}: ${change.packed} packed (${change.ordered} ordered)`,
        ),
        amountDue === total
          ? `The amount to pay is ${rupees(amountDue)}.`
          : `The amount to pay is now ${rupees(amountDue)} (it was ${rupees(total)} as ordered).`,
      ],
      ...blocks(
        facts(view, [['Placed on', placedOn(view)], ...deliverySlotRows(view.order, 'Delivery')]),
        upiBlock(view, UPI),
        items(view),
        link(view.links.order, 'View your order'),
      ),
    });
  },

  shipped: (view) =>
    compose(view, {
      subject: `${orderRef(view.order)} is on its way - ${view.shop.name}`,
      heading: `Your order is on its way, ${view.order.user.firstName}`,
      paragraphs: [
        `It left the shop on ${changedOn(view)}. ${atTheDoor(view)}`,
        `Your delivery code is ${view.order.deliveryCode}: tell it to the rider at your door.`,
      ],
      ...blocks(
        facts(view, [['Placed on', placedOn(view)]]),
        upiBlock(view, UPI),
        items(view),
        deliverTo(view),
        link(view.links.order, 'View your order'),
      ),
    }),

  delivered: (view) =>
    compose(view, {
      subject: `${orderRef(view.order)} is delivered - ${view.shop.name}`,
      heading: `Your order is delivered, ${view.order.user.firstName}`,
      paragraphs: [`It was delivered on ${changedOn(view)}. Thank you for shopping with ${view.shop.name}.`],
      ...blocks(
        facts(view, [['Placed on', placedOn(view)]]),
        items(view),
        link(view.links.order, 'View your order'),
        link(view.links.review, 'Tell us how we did'),
      ),
    }),

  cancelled: (view) =>
    compose(view, {
      subject: `${orderRef(view.order)} is cancelled - ${view.shop.name}`,
      heading: `Your order is cancelled, ${view.order.user.firstName}`,
      paragraphs: [
        `It was cancelled by ${canceller(view, 'you')} on ${changedOn(view)}. Nothing is to be paid.`,
        ...(view.order.cancelReason ? [`Reason: ${view.order.cancelReason}`] : []),
      ],
      ...blocks(facts(view, [['Placed on', placedOn(view)]]), items(view), link(view.links.order, 'View your order')),
    }),

  newOrder: (view) =>
    compose(view, {
      subject: `New order: ${orderRef(view.order)} from ${fullName(view)}, ${rupees(view.order.total)}`,
      heading: `New order from ${fullName(view)}`,
      paragraphs: [`Placed on ${placedOn(view)}, ${SHOP_PAYMENT[view.order.paymentMethod]}.`],
      ...blocks(
        facts(view, [['Total', rupees(view.order.total)], paymentOf(view), ...deliverySlotRows(view.order, 'Delivery')]),
        items(view),
        deliverTo(view),
        link(view.links.adminOrder, 'Open the order'),
      ),
    }),

  shopCancelled: (view) =>
    compose(view, {
      subject: `${orderRef(view.order)} from ${fullName(view)} is cancelled`,
      heading: `Order cancelled by ${canceller(view, 'the shopper')}`,
      paragraphs: [
        `${fullName(view)}'s order of ${placedOn(view)} was cancelled on ${changedOn(view)}. Its stock is back on the shelves.`,
        ...(view.order.cancelReason ? [`Reason: ${view.order.cancelReason}`] : []),
      ],
      ...blocks(facts(view, [['Total', rupees(view.order.total)]]), items(view), link(view.links.adminOrder, 'Open the order')),
    }),
};
