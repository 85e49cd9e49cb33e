import type { Order } from '#common/schemas/orders.js';
import { lineAmount, quantityOf, rupees } from './format.js';
import { html, type SafeHtml } from './html.js';
import type { OrderMailView } from './order-view.js';

/** The words the shared pieces need, given by each language's templates. */
export interface LayoutWords {
  item: string;
  amount: string;
  total: string;
  mobile: string;
  /** A line packed as 0: the product was not there (API.md "Packing"). */
  unavailable: string;
  /** Before the quantity ordered, beside a line packed in another quantity ("ordered 1 Kg"). */
  ordered: string;
  /** A coupon's discount and the delivery charge, above the total when the order has them. */
  discount: string;
  delivery: string;
}

const MUTED = 'color:#5b6b5b;font-size:13px';
const CELL = 'padding:8px 4px;border-bottom:1px solid #e3e8e3;vertical-align:top';
const MONEY = 'text-align:right;white-space:nowrap';

/**
 * What a line says of its quantity: as ordered until the order is packed; then as packed, with
 * what was ordered beside it when that differs, or that it was unavailable.
 */
function lineOf(item: Order['orderItems'][number], words: LayoutWords): { quantity: string; amount: string; unavailable: boolean } {
  const packed = item.packedQuantity;
  if (packed === 0) return { quantity: `${quantityOf(item.quantity, item.unit)}, ${words.unavailable}`, amount: '-', unavailable: true };
  const paid = packed ?? item.quantity;
  const ordered = packed !== null && packed !== item.quantity ? ` (${words.ordered} ${quantityOf(item.quantity, item.unit)})` : '';
  return { quantity: `${quantityOf(paid, item.unit)}${ordered}`, amount: lineAmount(item.rate, paid), unavailable: false };
}

/**
 * The sums between the items and the total (API.md "Offers and the delivery charge"): a coupon's
 * discount ("Discount (DIWALI10)", "− ₹ 25") and the delivery charge, each only when there is one.
 */
function sumsOf(order: Order, words: LayoutWords): [string, string][] {
  return [
    ...(order.discount > 0
      ? [[order.coupon ? `${words.discount} (${order.coupon})` : words.discount, `− ${rupees(order.discount)}`] as [string, string]]
      : []),
    ...(order.shippingCharge > 0 ? [[words.delivery, rupees(order.shippingCharge)] as [string, string]] : []),
  ];
}

/**
 * The items and what the shopper pays as an HTML table of two columns, so it fits a 360 px phone:
 * each item's name with its quantity and rate under it, and its amount. Once packed, the
 * quantities are the packed ones and the total the amount due (common/amount-due.ts).
 */
export function itemsHtml(order: Order, words: LayoutWords): SafeHtml {
  const rows = order.orderItems.map((item) => {
    const line = lineOf(item, words);
    return html`<tr>
<td style="${CELL}">${line.unavailable ? html`<s>${item.name}</s>` : item.name}<br><span style="${MUTED}">${line.unavailable ? line.quantity : html`${line.quantity} × ${rupees(item.rate)}`}</span></td>
<td style="${CELL};${MONEY}">${line.amount}</td>
</tr>`;
  });
  return html`<table style="width:100%;border-collapse:collapse;font-size:14px;margin:12px 0">
<thead><tr style="text-align:left;${MUTED}"><th style="${CELL}" scope="col">${words.item}</th><th style="${CELL};${MONEY}" scope="col">${words.amount}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${sumsOf(order, words).map(([label, value]) => html`<tr><th style="padding:4px;text-align:left;font-weight:normal" scope="row">${label}</th><td style="padding:4px;${MONEY}">${value}</td></tr>`)}<tr><th style="padding:8px 4px;text-align:left" scope="row">${words.total}</th>
<td style="padding:8px 4px;${MONEY};font-weight:bold">${rupees(order.amountDue)}</td></tr></tfoot>
</table>`;
}

/** The same list in plain text: one line per item, then the total. */
export function itemsText(order: Order, words: LayoutWords): string {
  const lines = order.orderItems.map((item) => {
    const line = lineOf(item, words);
    return line.unavailable
      ? `- ${item.name}: ${line.quantity}`
      : `- ${item.name}: ${line.quantity} x ${rupees(item.rate)} = ${line.amount}`;
  });
  const sums = sumsOf(order, words).map(([label, value]) => `${label}: ${value}`);
  return [...lines, ...sums, `${words.total}: ${rupees(order.amountDue)}`].join('\n');
}

/** The delivery address as lines (address, city and PIN, mobile). */
export function addressLines(order: Order, words: LayoutWords): string[] {
  const { address, city, pinCode, mobileNumber } = order.shippingInfo;
  return [address, `${city} - ${pinCode}`, `${words.mobile}: ${mobileNumber}`];
}

export const addressHtml = (lines: string[]): SafeHtml =>
  html`<p style="margin:4px 0 12px">${lines.map((line, index) => html`${index > 0 ? html`<br>` : ''}${line}`)}</p>`;

/** The shop's signature: name, then phones, e-mail and address as its settings give them. */
export function signatureLines(view: Pick<OrderMailView, 'shop'>): string[] {
  const { name, phones, email, address } = view.shop;
  return [name, [...phones, email].filter(Boolean).join(' | '), address].filter(Boolean);
}

/** A whole mail page: simple, one column, inline styles only (mail programs drop style sheets); the signature under a rule, when there is one. */
export function page({ lang, title, body, signature }: { lang: string; title: string; body: SafeHtml; signature: string[] }): string {
  return html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:8px;background:#f4f6f2;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:16px 20px">
${body}
${signature.length > 0 ? html`<p style="${MUTED};margin-top:24px;border-top:1px solid #e3e8e3;padding-top:12px">${signature.map((line, index) => html`${index > 0 ? html`<br>` : ''}${line}`)}</p>` : ''}
</div>
</body></html>`.markup;
}

/** A button-like link; the address is also written out in the text part. */
export const linkHtml = (href: string, label: string): SafeHtml =>
  html`<p style="margin:16px 0"><a href="${href}" style="display:inline-block;background:#2e7d32;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${label}</a></p>`;
