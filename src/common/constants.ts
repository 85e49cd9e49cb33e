/** Business constants of the specification (spec 9) shared by server and web. */

export const ORDER_STATUSES = ['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The one step forward from each status (spec 4); cancelling is not a step forward. */
export const NEXT_ORDER_STATUS: Record<OrderStatus, OrderStatus | null> = {
  Processing: 'Shipped',
  Shipped: 'Delivered',
  Delivered: null,
  Cancelled: null,
};

/** Who may cancel an order from which status (API.md "Order lifecycle"). */
export const CANCELLABLE_BY: Record<'User' | 'Admin', readonly OrderStatus[]> = {
  User: ['Processing'],
  Admin: ['Processing', 'Shipped'],
};

/**
 * An order is open, on its way, until it is Delivered or Cancelled: the statuses the per-shopper
 * limits count (open orders, unpaid exposure; API.md "Guards against abuse", "Getting paid").
 */
export const OPEN_ORDER_STATUSES = ['Processing', 'Shipped'] as const satisfies readonly OrderStatus[];

/** Who made a status change: the shopper, the owner, or the shop itself. */
export const STATUS_CHANGERS = ['User', 'Admin', 'System', 'Rider'] as const;
export type StatusChanger = (typeof STATUS_CHANGERS)[number];

export const CANCEL_REASON_MAX = 200;

/** The shopper's note to the packer ("ripe ones please"), at most this long (API.md "Packing"). */
export const ORDER_NOTE_MAX = 200;

/**
 * What the shop does when a product of an order is missing at packing: leave it out and pack the
 * rest, or call the shopper first (API.md "Packing"). Orders from before say "remove".
 */
export const IF_UNAVAILABLE = ['remove', 'call'] as const;
export type IfUnavailable = (typeof IF_UNAVAILABLE)[number];

/** How far above the ordered weight a Kg line may be packed, in percent, while the owner has set nothing else. */
export const DEFAULT_WEIGHT_TOLERANCE_PERCENT = 10;

/** How a shopper means to pay an order (API.md "Getting paid"); an order placed before payments were kept is Cash. */
export const PAYMENT_METHODS = ['Cash', 'UPI', 'Credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How money was actually received: in hand or by UPI (credit is no payment, it is owed). */
export const PAID_METHODS = ['Cash', 'UPI'] as const;
export type PaidMethod = (typeof PAID_METHODS)[number];

/**
 * Where an order's money stands: owed, received, owed on the shopper's khata (Credit, delivered),
 * to be given back (a paid order cancelled), given back.
 */
export const PAYMENT_STATUSES = ['Unpaid', 'Paid', 'OnCredit', 'RefundDue', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a rider was handed at the door (API.md "The delivery run"): cash, a UPI payment, or nothing. */
export const COLLECTED = ['Cash', 'UPI', 'None'] as const;
export type Collected = (typeof COLLECTED)[number];

/** Wrong delivery codes one order takes before its delivery is locked until the owner sets its rider again. */
export const DELIVERY_CODE_TRIES = 5;

/** The kinds of a khata entry: a delivered Credit order owed, or money received against the balance. */
export const KHATA_ENTRY_KINDS = ['order', 'payment'] as const;
export type KhataEntryKind = (typeof KHATA_ENTRY_KINDS)[number];

/** Who an account is: the owner (Admin), a shopper (User), or one of the shop's delivery riders (API.md "The delivery run"). */
export const ROLES = ['Admin', 'User', 'Rider'] as const;
export type Role = (typeof ROLES)[number];

/** Weight options offered to the admin (spec 5): value and checkbox label. */
export const WEIGHT_OPTIONS = [
  { value: 0.5, label: '0.5 KG' },
  { value: 1, label: '1 KG' },
  { value: 1.5, label: '1.5 KG' },
  { value: 2, label: '2 KG' },
  { value: 2.5, label: '2.5 KG' },
  { value: 3, label: '3 KG' },
  { value: 3.5, label: '3.5 KG' },
  { value: 1, label: 'Single Packet' },
  { value: 1, label: 'Dozen' },
] as const;

export const DEFAULT_CART_QUANTITY = 0.5;

/** The most of one product one order takes while the owner has set nothing else (API.md "Guards against abuse"). */
export const DEFAULT_MAX_QUANTITY_PER_PRODUCT = 20;

/** Price range dropdown of the filter panel, in rupees (spec 9). */
export const PRICE_RANGES = [
  [0, 20],
  [20, 40],
  [40, 60],
  [60, 80],
  [80, 100],
  [100, 120],
] as const;

export const DEFAULT_PRICE_RANGE = [0, 10000] as const;

/**
 * `?sort=` of the product list (docs/decisions/0039-finding-groceries.md): by price either way, by
 * name (A to Z), newest first. Without it a keyword search lists its best matches first and any
 * other list the newest first. Here, not beside the schema, so the storefront's first load needs no Zod.
 */
export const PRODUCT_SORTS = ['price-asc', 'price-desc', 'name', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** What a coupon takes off (API.md "Offers and the delivery charge"): a percent of the items, or a flat amount. */
export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * A cookie the web app may read, set beside the HttpOnly session cookie and cleared with it:
 * without it the storefront knows there is no session and does not ask for the user
 * (docs/decisions/0020-storefront-pages.md). It is no secret; the server never trusts it.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

/** The storefront's product list loads this many products at a time (docs/decisions/0020-storefront-pages.md). */
export const STOREFRONT_PAGE_SIZE = 24;

/** Upper bounds that keep numbers sane (the specification sets none). */
export const LIMITS = {
  nameLength: 50,
  unitLength: 20,
  emailLength: 254,
  passwordMin: 8,
  passwordMax: 128,
  addressLength: 200,
  cityLength: 50,
  commentLength: 1000,
  maxRateRupees: 1_000_000,
  maxStock: 1_000_000,
  maxQuantity: 1000,
  maxCartLines: 100,
  imageBytes: 5 * 1024 * 1024,
  imagePixels: 40_000_000,
  maxAliases: 20,
  aliasLength: 30,
  /** A product CSV to import (docs/decisions/0012-spreadsheets.md). */
  importBytes: 5 * 1024 * 1024,
  importRows: 10_000,
  /** One row of it: the export never writes more than a few KB, so a longer row has lost its line breaks. */
  importRowBytes: 64 * 1024,
} as const;

/** The languages the storefront and the shopper's mails are written in; English is the specification's. */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The GST slabs a product's rate may carry (API.md "Tax and labels"); 0 is exempt (fresh
 * vegetables, fruit, milk). Prices include the tax.
 */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/** A slab as the database keeps it (a smallint its check confines to the slabs). */
export function gstRateOf(value: number): GstRate {
  if (!(GST_RATES as readonly number[]).includes(value)) throw new Error(`${value} is not a GST slab`);
  return value as GstRate;
}

/** The papers a bill prints on (decision 0059): A4, or an 80 mm thermal roll at the counter. */
export const BILL_PAPERS = ['a4', 'receipt'] as const;
