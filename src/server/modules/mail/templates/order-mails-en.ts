import { orderMailParts } from './compose.js';
import { deliverySlotRows, orderRef, packedChanges, rupees } from './format.js';
import type { OrderMailView, OrderTemplates } from './order-view.js';

const PAYMENT = 'Cash on delivery';
const { placedOn, changedOn, compose, facts, deliverTo, items, link, blocks } = orderMailParts({
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
  ordered: 'ordered',
});

const fullName = (view: OrderMailView) => `${view.order.user.firstName} ${view.order.user.lastName}`.trim();
const canceller = (view: OrderMailView, shopperWords: string) => (view.change?.by === 'User' ? shopperWords : 'the shop');

/** English, the shop's first language; another language is another object of this shape. */
export const englishOrderMails: OrderTemplates = {
  placed: (view) =>
    compose(view, {
      subject: `${orderRef(view.order)} placed - ${view.shop.name}`,
      heading: `Thank you for your order, ${view.order.user.firstName}!`,
      paragraphs: ['We have received your order. We will write again when it is on its way.'],
      ...blocks(
        facts(view, [['Placed on', placedOn(view)], ['Payment', PAYMENT], ...deliverySlotRows(view.order, 'Delivery')]),
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
        `It left the shop on ${changedOn(view)}. Please keep ${rupees(view.order.amountDue)} ready: payment is cash on delivery.`,
      ],
      ...blocks(facts(view, [['Placed on', placedOn(view)]]), items(view), deliverTo(view), link(view.links.order, 'View your order')),
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
      paragraphs: [`Placed on ${placedOn(view)}, ${PAYMENT.toLowerCase()}.`],
      ...blocks(
        facts(view, [['Total', rupees(view.order.total)], ['Payment', PAYMENT], ...deliverySlotRows(view.order, 'Delivery')]),
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
