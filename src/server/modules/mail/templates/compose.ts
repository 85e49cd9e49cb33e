import { istDateTime, rupees } from './format.js';
import { html, type SafeHtml } from './html.js';
import { addressHtml, addressLines, itemsHtml, itemsText, type LayoutWords, linkHtml, page, signatureLines } from './layout.js';
import type { OrderMailView, RenderedMail } from './order-view.js';

/** The words and formats an order mail's frame needs, given by each language's templates. */
export interface MailWords extends LayoutWords {
  /** `<html lang>` of the mail. */
  lang: string;
  /** Dates are written for this locale (Intl). */
  locale: string;
  /** The label of the order's number ("Order number"). */
  orderNumber: string;
  items: string;
  deliverTo: string;
}

/** How one language asks for an order's money by UPI (upiBlock). */
export interface UpiWords {
  /** "Pay ₹ 64.5 by UPI" */
  heading: (amount: string) => string;
  /** What the button does on a phone. */
  instruction: string;
  button: string;
  /** Paying by hand: the UPI ID, the payee's name and the note the app should carry. */
  byHand: (upiId: string, payee: string, note: string) => string;
  /** Where the QR code is, for a shopper reading the mail on a computer. */
  qr: string;
  /** The order's page, where the QR code is. */
  qrLink: string;
}

/** A block of a mail: its lines in the text part, its markup in the HTML part. */
export interface MailBlock {
  text: string[];
  html: SafeHtml;
}

/**
 * The pieces every order mail is made of, in one language: the heading and paragraphs, the
 * order's facts, its items, the address and links, each in both parts, with the shop's
 * signature. Each language's templates say what the mail says; these say how it is laid out.
 */
export function orderMailParts(words: MailWords) {
  const placedOn = (view: OrderMailView) => istDateTime(view.order.orderDate, words.locale);
  const changedOn = (view: OrderMailView) => istDateTime(view.change?.at ?? view.order.orderDate, words.locale);

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
    return { subject: parts.subject, text, html: page({ lang: words.lang, title: parts.subject, body, signature }) };
  }

  /** Order number, date and payment: the facts every order mail starts with. */
  function facts(view: OrderMailView, rows: [string, string][]): MailBlock {
    const all: [string, string][] = [[words.orderNumber, String(view.order.orderNumber)], ...rows];
    return {
      text: all.map(([label, value]) => `${label}: ${value}`),
      html: html`<p style="margin:0 0 12px">${all.map(([label, value], i) => html`${i > 0 ? html`<br>` : ''}<strong>${label}:</strong> ${value}`)}</p>`,
    };
  }

  function deliverTo(view: OrderMailView): MailBlock {
    const lines = addressLines(view.order, words);
    return {
      text: [`${words.deliverTo}:`, ...lines],
      html: html`<h2 style="font-size:16px;margin:16px 0 4px">${words.deliverTo}</h2>${addressHtml(lines)}`,
    };
  }

  function items(view: OrderMailView): MailBlock {
    return { text: [`${words.items}:`, itemsText(view.order, words)], html: itemsHtml(view.order, words) };
  }

  function link(href: string, label: string): MailBlock {
    return { text: [`${label}: ${href}`], html: linkHtml(href, label) };
  }

  /**
   * An unpaid UPI order's way to pay (decision 0050): the `upi://pay` link as a button (a UPI app
   * opens it on a phone) and written out in the text part, the UPI ID and note for paying by hand,
   * and the order's page, where the QR code is. None for any other order.
   */
  function upiBlock(view: OrderMailView, upi: UpiWords): MailBlock | undefined {
    if (!view.upi) return undefined;
    const heading = upi.heading(rupees(view.upi.amount));
    const byHand = upi.byHand(view.upi.upiId, view.upi.payee, `Order ${view.order.orderNumber}`);
    return {
      text: [`${heading}:`, view.upi.link, upi.instruction, byHand, `${upi.qr} ${upi.qrLink}: ${view.links.order}`],
      html: html`<h2 style="font-size:16px;margin:16px 0 4px">${heading}</h2>
<p style="margin:0 0 12px">${upi.instruction}</p>
${linkHtml(view.upi.link, upi.button)}
<p style="margin:0 0 12px">${byHand}</p>
<p style="margin:0 0 12px">${upi.qr} <a href="${view.links.order}">${upi.qrLink}</a></p>`,
    };
  }

  /** Joins blocks, leaving out the ones an order has not: their text parts with a blank line between, their HTML parts in order. */
  function blocks(...given: (MailBlock | undefined)[]) {
    const parts = given.filter((part): part is MailBlock => part !== undefined);
    return { text: parts.flatMap((part, i) => (i > 0 ? ['', ...part.text] : part.text)), blocks: parts.map((part) => part.html) };
  }

  return { placedOn, changedOn, compose, facts, deliverTo, items, link, upiBlock, blocks };
}

/**
 * A password-reset mail: greeting, what to do within how long, the link (as a button and
 * written out, for mail programs that hide buttons) and what to do if it was not asked for.
 */
export function resetMail(
  lang: string,
  view: { link: string },
  words: { subject: string; greeting: string; instruction: string; button: string; closing: string[] },
): RenderedMail {
  const text = [words.greeting, '', words.instruction, view.link, '', ...words.closing].join('\n');
  const body = html`<p style="margin:0 0 12px">${words.greeting}</p>
<p style="margin:0 0 12px">${words.instruction}</p>
${linkHtml(view.link, words.button)}
<p style="margin:0 0 12px;word-break:break-all"><a href="${view.link}">${view.link}</a></p>
${words.closing.map((line) => html`<p style="margin:0 0 12px">${line}</p>`)}`;
  return { subject: words.subject, text, html: page({ lang, title: words.subject, body, signature: [] }) };
}
