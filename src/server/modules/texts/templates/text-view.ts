import type { StatusChanger } from '#common/constants.js';
import type { Order } from '#common/schemas/orders.js';
import type { TextContent } from '../outbox.js';

/** Everything an order text says, in any language: short, with the order's number and amount (decision 0054). */
export interface OrderTextView {
  order: Order;
  shopName: string;
  /** An unpaid UPI order: the shipped text asks for UPI rather than cash. */
  upi: boolean;
  /** Who made the change (a cancel: the shopper or the shop). */
  by: StatusChanger | undefined;
}

/** The shopper's order texts, one function each. */
export interface ShopperTexts {
  placed(view: OrderTextView): TextContent;
  /** What packing changed and the new amount (API.md "Packing", decision 0051). */
  packed(view: OrderTextView): TextContent;
  shipped(view: OrderTextView): TextContent;
  delivered(view: OrderTextView): TextContent;
  cancelled(view: OrderTextView): TextContent;
}
export type ShopperTextKind = keyof ShopperTexts;

/** The sign-in code's text (API.md "Phone first"). */
export interface SignInCodeView {
  code: string;
  shopName: string;
  minutes: number;
}

/** Every text to a shopper in one language. */
export interface ShopperTextTemplates extends ShopperTexts {
  signInCode(view: SignInCodeView): TextContent;
}

/**
 * A WhatsApp template's body with its {{1}}, {{2}}... filled: the SMS says exactly what the
 * WhatsApp message says. A template's parameters hold no line breaks (WhatsApp refuses them).
 */
export function filled(template: string, body: string, params: readonly string[]): TextContent {
  const flat = params.map((param) => param.replace(/\s+/g, ' ').trim());
  const text = body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => flat[Number(n) - 1] ?? '');
  return { template, text, params: flat };
}
