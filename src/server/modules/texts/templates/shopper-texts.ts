import { formatRupees } from '#common/money.js';
import { type PackedChange, packedChanges } from '#server/modules/mail/service.js';
import type { TextContent } from '../outbox.js';
import { filled, type OrderTextView, type ShopperTextTemplates, type SignInCodeView } from './text-view.js';

/**
 * The WhatsApp templates of the shopper's order texts, as the owner registers them in WhatsApp
 * Manager (README "Texts to phones"), each in English, Hindi and Marathi under the same name.
 */
export const SHOPPER_TEMPLATES = ['order_placed', 'order_packed', 'order_shipped_code', 'order_delivered', 'order_cancelled'] as const;
export type ShopperTemplateName = (typeof SHOPPER_TEMPLATES)[number];

/** WhatsApp's authentication template: its body is WhatsApp's own words around {{1}}, the code. */
export const SIGN_IN_TEMPLATE = 'sign_in_code';

/** A packing's changes listed this far in a text; the rest are counted (the mail lists them all). */
const CHANGES_LISTED = 3;

/** What one language says: the templates' bodies and the sentences that go into them. */
export interface TextWords {
  /** Each body's {{1}} is the shop's name; the others as the functions below fill them. */
  bodies: Record<ShopperTemplateName, string>;
  /** "Tomato: 0.9 Kg packed (1 Kg ordered)", "Milk: not available (1 Packet ordered)". */
  change(change: PackedChange): string;
  /** The changes' sentence: the listed ones, and how many more. */
  changes(listed: string, more: number): string;
  /** No line differs from the order any more (a repacking put it back). */
  asOrdered: string;
  /** What the shopper does about the money at the door, as the shipped mail says it. */
  atTheDoor(view: OrderTextView, rupees: (amount: number) => string): string;
  /** Who cancelled. */
  cancelledBy(view: OrderTextView): string;
  /** The sign-in code's SMS (WhatsApp uses its own words around the code). */
  signInCode(view: SignInCodeView): string;
}

/** The shopper's texts of one language, from its words: every text has the order's number and its amount where it has one. */
export function shopperTextsIn(words: TextWords): ShopperTextTemplates {
  const rupees = formatRupees;
  const text = (template: ShopperTemplateName, params: string[]): TextContent => filled(template, words.bodies[template], params);
  const number = (view: OrderTextView) => String(view.order.orderNumber);
  return {
    placed: (view) => text('order_placed', [view.shopName, view.order.user.firstName, number(view), rupees(view.order.amountDue)]),
    packed: (view) => {
      const changes = packedChanges(view.order);
      const listed = changes.slice(0, CHANGES_LISTED).map(words.change).join('; ');
      const summary = changes.length === 0 ? words.asOrdered : words.changes(listed, changes.length - CHANGES_LISTED);
      return text('order_packed', [view.shopName, number(view), summary, rupees(view.order.amountDue)]);
    },
    shipped: (view) => text('order_shipped_code', [view.shopName, number(view), view.order.deliveryCode, words.atTheDoor(view, rupees)]),
    delivered: (view) => text('order_delivered', [view.shopName, number(view)]),
    cancelled: (view) => text('order_cancelled', [view.shopName, number(view), rupees(view.order.amountDue), words.cancelledBy(view)]),
    signInCode: (view) => ({ template: SIGN_IN_TEMPLATE, text: words.signInCode(view), params: [view.code] }),
  };
}
