import { deliverySlotRows, istDateTime, orderRef, rupees } from './format.js';
import { html, type SafeHtml } from './html.js';
import { addressHtml, addressLines, itemsHtml, itemsText, type LayoutWords, linkHtml, page, signatureLines } from './layout.js';
import type { OrderMailView, OrderTemplates, RenderedMail } from './order-view.js';

const LANG = 'en';
const LOCALE = 'en-IN';
const WORDS: LayoutWords = { item: 'Item', amount: 'Amount', total: 'Total', mobile: 'Mobile' };
const PAYMENT = 'Cash on delivery';

const placedOn = (view: OrderMailView) => istDateTime(view.order.orderDate, LOCALE);
const changedOn = (view: OrderMailView) => istDateTime(view.change?.at ?? view.order.orderDate, LOCALE);
const fullName = (view: OrderMailView) => `${view.order.user.firstName} ${view.order.user.lastName}`.trim();
const canceller = (view: OrderMailView, shopperWords: string) => (view.change?.by === 'User' ? shopperWords : 'the shop');

/** A mail of heading, paragraphs and extra blocks, in both parts, with the shop's signature. */
function compose(
  view: OrderMailView,
  parts: { subject: string; heading: string; paragraphs: string[]; text: string[]; blocks: SafeHtml[] },
): RenderedMail {
  const signature = signatureLines(view);
  const text = [parts.heading, '', ...parts.paragraphs.flatMap((p) => [p, '']), ...parts.text, '', '--', ...signature].join('\n');
  const body = html`<h1 style="font-size:20px;margin:0 0 12px">${parts.heading}</h1>
${parts.paragraphs.map((p) => html`<p style="margin:0 0 12px">${p}</p>`)}
${parts.blocks}`;
  return { subject: parts.subject, text, html: page({ lang: LANG, title: parts.subject, body, signature }) };
}

/** Order id, date and payment: the facts every order mail starts with. */
function facts(view: OrderMailView, rows: [string, string][]): { text: string[]; html: SafeHtml } {
  const all: [string, string][] = [['Order ID', view.order._id], ...rows];
  return {
    text: all.map(([label, value]) => `${label}: ${value}`),
    html: html`<p style="margin:0 0 12px">${all.map(([label, value], i) => html`${i > 0 ? html`<br>` : ''}<strong>${label}:</strong> ${value}`)}</p>`,
  };
}

function deliverTo(view: OrderMailView): { text: string[]; html: SafeHtml } {
  const lines = addressLines(view.order, WORDS);
  return { text: ['Deliver to:', ...lines], html: html`<h2 style="font-size:16px;margin:16px 0 4px">Deliver to</h2>${addressHtml(lines)}` };
}

function items(view: OrderMailView): { text: string[]; html: SafeHtml } {
  return { text: ['Items:', itemsText(view.order, WORDS)], html: itemsHtml(view.order, WORDS) };
}

function link(href: string, label: string): { text: string[]; html: SafeHtml } {
  return { text: [`${label}: ${href}`], html: linkHtml(href, label) };
}

/** Joins blocks: their text parts with a blank line between, their HTML parts in order. */
function blocks(...parts: { text: string[]; html: SafeHtml }[]) {
  return { text: parts.flatMap((part, i) => (i > 0 ? ['', ...part.text] : part.text)), blocks: parts.map((part) => part.html) };
}

/** English, the shop's first language; another language is another object of this shape. */
export const englishOrderMails: OrderTemplates = {
  placed: (view) =>
    compose(view, {
      subject: `Order placed: ${orderRef(view.order._id)} - ${view.shop.name}`,
      heading: `Thank you for your order, ${view.order.user.firstName}!`,
      paragraphs: ['We have received your order. We will write again when it is on its way.'],
      ...blocks(
        facts(view, [['Placed on', placedOn(view)], ['Payment', PAYMENT], ...deliverySlotRows(view.order, 'Delivery')]),
        items(view),
        deliverTo(view),
        link(view.links.order, 'View your order'),
      ),
    }),

  shipped: (view) =>
    compose(view, {
      subject: `Your order ${orderRef(view.order._id)} is on its way - ${view.shop.name}`,
      heading: `Your order is on its way, ${view.order.user.firstName}`,
      paragraphs: [`It left the shop on ${changedOn(view)}. Please keep ${rupees(view.order.total)} ready: payment is cash on delivery.`],
      ...blocks(facts(view, [['Placed on', placedOn(view)]]), items(view), deliverTo(view), link(view.links.order, 'View your order')),
    }),

  delivered: (view) =>
    compose(view, {
      subject: `Your order ${orderRef(view.order._id)} is delivered - ${view.shop.name}`,
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
      subject: `Your order ${orderRef(view.order._id)} is cancelled - ${view.shop.name}`,
      heading: `Your order is cancelled, ${view.order.user.firstName}`,
      paragraphs: [
        `It was cancelled by ${canceller(view, 'you')} on ${changedOn(view)}. Nothing is to be paid.`,
        ...(view.order.cancelReason ? [`Reason: ${view.order.cancelReason}`] : []),
      ],
      ...blocks(facts(view, [['Placed on', placedOn(view)]]), items(view), link(view.links.order, 'View your order')),
    }),

  newOrder: (view) =>
    compose(view, {
      subject: `New order ${orderRef(view.order._id)} from ${fullName(view)}: ${rupees(view.order.total)}`,
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
      subject: `Order ${orderRef(view.order._id)} from ${fullName(view)} is cancelled`,
      heading: `Order cancelled by ${canceller(view, 'the shopper')}`,
      paragraphs: [
        `${fullName(view)}'s order of ${placedOn(view)} was cancelled on ${changedOn(view)}. Its stock is back on the shelves.`,
        ...(view.order.cancelReason ? [`Reason: ${view.order.cancelReason}`] : []),
      ],
      ...blocks(facts(view, [['Total', rupees(view.order.total)]]), items(view), link(view.links.adminOrder, 'Open the order')),
    }),
};
