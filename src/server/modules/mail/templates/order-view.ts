import type { StatusChanger } from '#common/constants.js';
import type { Order } from '#common/schemas/orders.js';
import type { UpiPayment } from '#server/modules/payments/service.js';

/** Everything an order mail shows, in any language. */
export interface OrderMailView {
  order: Order;
  /** The shop as its settings name it (footer, subject). */
  shop: { name: string; phones: string[]; email: string; address: string };
  /** The shopper's page of the order, the owner's, and where a shopper writes a review. */
  links: { order: string; adminOrder: string; review: string };
  /** Who made the latest change, and when (ISO): for packed, shipped, delivered and cancelled mails. */
  change: { by: StatusChanger; at: string } | undefined;
  /** How to pay an unpaid UPI order by UPI now (its link, amount and UPI ID); none for any other order. */
  upi: UpiPayment | undefined;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The mails of an order's life, one function each: the shopper's five and the shop's two. */
export interface OrderTemplates {
  placed(view: OrderMailView): RenderedMail;
  /** Packed, with what differs from the order and the amount to pay (API.md "Packing"). */
  packed(view: OrderMailView): RenderedMail;
  shipped(view: OrderMailView): RenderedMail;
  delivered(view: OrderMailView): RenderedMail;
  cancelled(view: OrderMailView): RenderedMail;
  newOrder(view: OrderMailView): RenderedMail;
  shopCancelled(view: OrderMailView): RenderedMail;
}
export type OrderMailKind = keyof OrderTemplates;

/** The order mails a shopper gets; the other two are the shop's own. */
export type ShopperOrderMailKind = 'placed' | 'packed' | 'shipped' | 'delivered' | 'cancelled';

/** What a password-reset mail shows. */
export interface ResetMailView {
  firstName: string;
  /** The reset page with its one-time token. */
  link: string;
  /** How long the link works. */
  minutes: number;
}

/**
 * Every mail to a shopper in one language: their five order mails and the password reset. One
 * object of this shape per language (languages.ts); the shop's own mails stay English.
 */
export interface ShopperTemplates extends Pick<OrderTemplates, ShopperOrderMailKind> {
  passwordReset(view: ResetMailView): RenderedMail;
}

/** A product an order took to or below its low-stock threshold, as the shop's mail names it. */
export interface LowStockLine {
  name: string;
  stocks: number;
  unit: string;
  threshold: number;
}

/** The shop's low-stock mail: the products one order took across their threshold. */
export interface LowStockMailView {
  products: readonly LowStockLine[];
  shop: OrderMailView['shop'];
  /** The admin's dashboard, where the Low Stock list is. */
  link: string;
}

export interface StockTemplates {
  lowStock(view: LowStockMailView): RenderedMail;
}
