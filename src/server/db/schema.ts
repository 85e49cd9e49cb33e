import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COLLECTED,
  COUPON_KINDS,
  IF_UNAVAILABLE,
  KHATA_ENTRY_KINDS,
  LANGUAGES,
  ORDER_STATUSES,
  PAID_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '#common/constants.js';
import type { StatusChange } from '#common/schemas/orders.js';
import type { Settings } from '#common/schemas/settings.js';
import { SEARCH_TEXT_SQL, searchKeySql } from './product-search.js';

/**
 * The shop's tables. Money is integer paise; quantities and stocks numeric(12,3) read as numbers
 * (DESIGN.md "Data and money"). Orders copy what was bought so later edits never change them.
 */

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const quantity = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * Stored lower-case: e-mails are compared without case. Null for an account made by a code
     * sent to its mobile (API.md "Phone first"), which has no password either.
     */
    email: text('email'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['Admin', 'User', 'Rider'] })
      .notNull()
      .default('User'),
    /** The language the shopper reads the shop in (en, hi, mr): their mails are written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    /** The most the shopper may owe on the khata, in paise (API.md "Getting paid"); 0: no credit. */
    creditLimitPaise: bigint('credit_limit_paise', { mode: 'number' }).notNull().default(0),
    /**
     * The shopper's verified mobile, its 10 digits (API.md "Phone first"): their order texts go
     * to it (+91). Null until a code sent to it was entered.
     */
    mobile: text('mobile'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The few Admins are read inside a checkout (who gets the shop's new-order mail): never a scan of every shopper.
    index('users_admins_idx').on(t.role).where(sql`${t.role} = 'Admin'`),
    // The owner's search of people by e-mail or name, anywhere in it (ILIKE '%text%'): trigram
    // indexes, without fastupdate for PGlite's sake as products_name_trgm_idx (decision 0011).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`).with({ fastupdate: false }),
    check('users_role_check', sql`${t.role} in ('Admin', 'User', 'Rider')`),
    check('users_language_check', sql`${t.language} in ('en', 'hi', 'mr')`),
    check('users_credit_limit_check', sql`${t.creditLimitPaise} >= 0`),
    uniqueIndex('users_mobile_key').on(t.mobile),
    check('users_mobile_check', sql`${t.mobile} ~ '^[0-9]{10}$'`),
    // Every account can be reached and signed in to: by its e-mail, its mobile, or both.
    check('users_email_or_mobile_check', sql`${t.email} is not null or ${t.mobile} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the cookie's token: a stolen table does not give sessions away. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash), index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * The live sign-in code of each mobile (API.md "Phone first", decision 0055): one row per number,
 * so a new code replaces (voids) the last. Only the code's SHA-256 is kept; it serves signing in
 * and attaching the number alike, once, for 10 minutes, and 5 wrong tries void it.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    mobile: text('mobile').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('sign_in_codes_mobile_check', sql`${t.mobile} ~ '^[0-9]{10}$'`), index('sign_in_codes_expires_at_idx').on(t.expiresAt)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    imageKey: text('image_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('categories_created_at_id_idx').on(t.createdAt, t.id)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    ratePaise: integer('rate_paise').notNull(),
    stocks: quantity('stocks').notNull(),
    kilogramOptions: jsonb('kilogram_options').$type<number[]>().notNull().default([]),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    imageKey: text('image_key').notNull(),
    /** The product's own low-stock level in its unit; null: the shop's setting applies. */
    lowStockThreshold: quantity('low_stock_threshold'),
    /** The most one order takes of it, in its unit; null: the shop's setting applies (docs/decisions/0021-order-limits.md). */
    maxPerOrder: quantity('max_per_order'),
    /** The name in Hindi and in Marathi; '' where the owner gave none (API.md "Languages and search"). */
    nameHi: text('name_hi').notNull().default(''),
    nameMr: text('name_mr').notNull().default(''),
    /** Other names shoppers search by ("aloo", "batata"). */
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    /** The printed MRP of a packaged good, ≥ the rate; null: none (API.md "Tax and labels"). */
    mrpPaise: integer('mrp_paise'),
    /** The HSN code (4, 6 or 8 digits), '' where none is given. */
    hsn: text('hsn').notNull().default(''),
    /** The GST slab the rate includes; 0: exempt. */
    gstRate: smallint('gst_rate').notNull().default(0),
    /** Every name and alias, lower-cased, between separators: what a keyword is matched against (product-search.ts). */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql.raw(SEARCH_TEXT_SQL)),
    /** The same with Devanagari in Latin letters: what the trigram index is built on (product-search.ts). */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql.raw(searchKeySql(`(${SEARCH_TEXT_SQL})`))),
    createdAt: createdAt(),
  },
  (t) => [
    // The storefront's order (newest first, id breaking ties): the newest ten read straight off it.
    index('products_created_at_id_idx').on(t.createdAt, t.id),
    index('products_category_rate_idx').on(t.categoryId, t.ratePaise),
    index('products_rate_idx').on(t.ratePaise),
    // Keyword search matches inside any name or alias (LIKE '%word%') and near it (trigram
    // similarity): only a trigram index serves either. It is built on the search key, in which
    // Devanagari is written in Latin letters, so it works under any database locale
    // (product-search.ts). Without fastupdate each insert goes straight into the index: PGlite has
    // no autovacuum to merge a pending list, and an unmerged one makes every search read it whole.
    index('products_name_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')).with({ fastupdate: false }),
    // The last line of defence against overselling: stock never goes below zero.
    check('products_stocks_check', sql`${t.stocks} >= 0`),
    check('products_rate_check', sql`${t.ratePaise} > 0`),
    check('products_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    check('products_max_per_order_check', sql`${t.maxPerOrder} > 0`),
    check('products_mrp_check', sql`${t.mrpPaise} >= ${t.ratePaise}`),
    check('products_hsn_check', sql`${t.hsn} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})?$'`),
    check('products_gst_rate_check', sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /**
     * What people call the order ("Order 1042"): consecutive from 1001, never reused (decision
     * 0036). Taken from order_number_seq by a late step of the checkout, after the row is written
     * with its idempotency key; a deferred trigger (migration 0015) refuses a commit without it.
     */
    orderNumber: integer('order_number'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    pinCode: text('pin_code').notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Processing'),
    /**
     * The status changes after the order was placed, oldest first (the first entry of its history,
     * Processing by the shopper, is its creation). Each change appends in the statement that makes it.
     */
    statusChanges: jsonb('status_changes').$type<StatusChange[]>().notNull().default(sql`'[]'::jsonb`),
    cancelReason: text('cancel_reason'),
    /** The booked delivery window (IST date, "07:00", "10:00"); null when the shop asked for none. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryStart: text('delivery_start'),
    deliveryEnd: text('delivery_end'),
    createdAt: createdAt(),
    /** How the shopper means to pay (API.md "Getting paid"); orders from before payments were kept are Cash. */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('Cash'),
    /**
     * What the shopper pays, in paise. It equals the total for now; packing (weighed quantities,
     * missing items) and offers (a coupon, the delivery charge) will change it, and every payment
     * rule (the UPI amount, the unpaid exposure, the khata) reads this, never the total.
     */
    amountDuePaise: bigint('amount_due_paise', { mode: 'number' }).notNull(),
    /** Where the order's money stands (modules/payments): each change is one guarded UPDATE of this row. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('Unpaid'),
    /** How the money was received (set with Paid): cash in hand or UPI, whatever the shopper chose at checkout. */
    paidMethod: text('paid_method', { enum: PAID_METHODS }),
    /** The owner's reference of the payment (a UTR, a receipt number). */
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** The owner's reference of the refund. */
    refundReference: text('refund_reference'),
    /** The UTR the shopper says they paid with: a note for the owner, never proof of payment. */
    reportedReference: text('reported_reference'),
    /**
     * What was received, in paise, set with Paid from the amount due then (decision 0051): packing
     * may change the amount due after a shopper paid, and the day's cash-up counts what came in.
     */
    paidAmountPaise: bigint('paid_amount_paise', { mode: 'number' }),
    /** The shopper's note to the packer (API.md "Packing"). */
    note: text('note'),
    /** What the packer does with a product that is missing: leave it out, or call the shopper first. */
    ifUnavailable: text('if_unavailable', { enum: IF_UNAVAILABLE }).notNull().default('remove'),
    /** When the order was last packed; null until it is (modules/packing). */
    packedAt: timestamp('packed_at', { withTimezone: true, mode: 'date' }),
    /** The rider taking the order out (modules/riders, decision 0056); null until the owner assigns one. */
    riderId: uuid('rider_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The 4 digits the shopper tells the rider at the door, drawn by the database as the row is
     * written (and for the orders from before, by the migration that added it). random() is
     * seeded per connection from the system's strong source; 4 digits are guarded by the limit of
     * 5 wrong codes, not by their randomness (decision 0056).
     */
    deliveryCode: text('delivery_code').notNull().default(sql`lpad(floor(random() * 10000)::int::text, 4, '0')`),
    /** Wrong codes given for this order since its rider was last set; at 5 its delivery is locked. */
    deliveryCodeMisses: integer('delivery_code_misses').notNull().default(0),
    /** When the order became Delivered, by anyone: the riders report's day. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** What the rider said they were handed at the door; null unless a rider delivered it. */
    collected: text('collected', { enum: COLLECTED }),
    /**
     * The coupon the order was placed with (API.md "Offers and the delivery charge"; decision
     * 0062): its code and terms as they were, so packing figures a percent discount again on what
     * was packed whatever the owner changes since. Its use is the coupons module's (coupon_uses).
     */
    couponCode: text('coupon_code'),
    couponKind: text('coupon_kind', { enum: COUPON_KINDS }),
    /** The coupon's value in hundredths: paise of a flat one, hundredths of a percent of a percent one. */
    couponValueHundredths: integer('coupon_value_hundredths'),
    couponMaxDiscountPaise: bigint('coupon_max_discount_paise', { mode: 'number' }),
    /** What the coupon takes off the items, in paise: as placed, then as packed. */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    /** The delivery charge applied when the order was placed, in paise (0: free). */
    deliveryChargePaise: bigint('delivery_charge_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    // A rider's open orders, and the riders report's day.
    index('orders_rider_idx').on(t.riderId).where(sql`${t.riderId} is not null`),
    index('orders_delivered_at_idx').on(t.deliveredAt).where(sql`${t.collected} is not null`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The admin's orders list filtered by delivery date.
    index('orders_delivery_idx').on(t.deliveryDate, t.deliveryStart).where(sql`${t.deliveryDate} is not null`),
    index('orders_created_at_idx').on(t.createdAt),
    // The owner's list by status tab, newest first, and the tabs' counts (decision 0011).
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    // The owner's search by the shopper's name or mobile number, anywhere in it (ILIKE '%text%').
    // Unlike the products' index these take every checkout's trigrams: written straight into the
    // index, each order rewrote the long posting lists of its common trigrams (about 38 KB of the
    // 47 KB of WAL an order wrote). A pending list of at most 256 KB takes them in a few small
    // records and is merged in one pass when full or vacuumed; a search reads it too (decision 0011).
    index('orders_shopper_name_trgm_idx')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with({ fastupdate: true, gin_pending_list_limit: 256 }),
    index('orders_mobile_trgm_idx').using('gin', t.mobileNumber.op('gin_trgm_ops')).with({ fastupdate: true, gin_pending_list_limit: 256 }),
    // The day's cash-up (decision 0050): the money received and given back on a day, and the orders
    // still to settle whatever their day, oldest first. Partial, so a checkout (unpaid, Processing)
    // writes none of them.
    index('orders_paid_at_idx').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    index('orders_refunded_at_idx').on(t.refundedAt).where(sql`${t.refundedAt} is not null`),
    index('orders_to_settle_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.paymentStatus} = 'RefundDue' or (${t.paymentStatus} = 'Unpaid' and ${t.status} = 'Delivered')`),
    check('orders_status_check', sql`${t.status} in ('Processing', 'Shipped', 'Delivered', 'Cancelled')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('Cash', 'UPI', 'Credit')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('Unpaid', 'Paid', 'OnCredit', 'RefundDue', 'Refunded')`),
    check('orders_amount_due_check', sql`${t.amountDuePaise} >= 0`),
    check('orders_if_unavailable_check', sql`${t.ifUnavailable} in ('remove', 'call')`),
    check('orders_paid_amount_check', sql`${t.paidAmountPaise} >= 0`),
    check('orders_delivery_code_check', sql`${t.deliveryCode} ~ '^[0-9]{4}$'`),
    check('orders_collected_check', sql`${t.collected} in ('Cash', 'UPI', 'None')`),
    check('orders_discount_check', sql`${t.discountPaise} >= 0`),
    check('orders_delivery_charge_check', sql`${t.deliveryChargePaise} >= 0`),
  ],
);

/**
 * The owner's coupons (API.md "Offers and the delivery charge"; decision 0062). `used` counts the
 * orders placed with it and not cancelled: a checkout raises it and a cancel lowers it, each
 * under the row's lock, so `total_uses` holds whatever the number of app servers.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** As the owner wrote it, upper-cased: codes are compared without case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** Paise of a flat coupon, hundredths of a percent of a percent one. */
    valueHundredths: integer('value_hundredths').notNull(),
    minAmountPaise: bigint('min_amount_paise', { mode: 'number' }).notNull().default(0),
    maxDiscountPaise: bigint('max_discount_paise', { mode: 'number' }),
    /** IST dates, inclusive; null: no bound. */
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    perShopper: integer('per_shopper').notNull().default(1),
    totalUses: integer('total_uses'),
    used: integer('used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'flat')`),
    check('coupons_value_check', sql`${t.valueHundredths} > 0 and (${t.kind} = 'flat' or ${t.valueHundredths} <= 10000)`),
    check('coupons_used_check', sql`${t.used} >= 0`),
    check('coupons_dates_check', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

/**
 * One row per order placed with a coupon and not cancelled: a shopper's uses of a coupon are
 * counted here under the coupon's row lock, and a cancel gives its use back by deleting its row
 * (once: a second delete finds none). Deleting a coupon deletes its uses.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
  },
  (t) => [index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId)],
);

/**
 * The khata (decision 0048): what each shopper owes the shop on credit, one row per change. A
 * Credit order enters as an `order` entry when it is Delivered, money the owner receives against
 * it as a `payment` entry. Entries are only ever added, under the shopper's held row, each with
 * the balance after it; the shopper's balance is their newest entry's (`seq`: the order they were
 * written in, which a clock cannot give).
 */
export const khataEntries = pgTable(
  'khata_entries',
  {
    id: id(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    kind: text('kind', { enum: KHATA_ENTRY_KINDS }).notNull(),
    /** The delivered order an `order` entry is for; a payment names none. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Paise: what the order added, or what the payment took off (both positive). */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The balance after this entry, in paise. */
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull(),
    /** How a payment came (Cash or UPI) and the owner's reference; null on an order entry. */
    method: text('method', { enum: PAID_METHODS }),
    reference: text('reference'),
  },
  (t) => [
    index('khata_entries_user_seq_idx').on(t.userId, t.seq),
    // The day's cash-up reads the payments of a day.
    index('khata_entries_kind_at_idx').on(t.kind, t.at),
    // An order enters the khata once, whatever retries its delivery.
    uniqueIndex('khata_entries_order_key').on(t.orderId),
    check('khata_entries_kind_check', sql`${t.kind} in ('order', 'payment')`),
    check('khata_entries_amount_check', sql`${t.amountPaise} > 0`),
    check('khata_entries_balance_check', sql`${t.balancePaise} >= 0`),
  ],
);

/**
 * The order numbers (decision 0036): PostgreSQL's own sequence, from 1001. The checkout takes the
 * next one in a late step, after every check that may refuse the order; a sequence holds no lock,
 * so checkouts never wait on each other for it. A number is never given twice; one taken by a
 * checkout that then fails (a lost connection at its commit) is skipped.
 */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * How many orders each status holds and what they add up to (paise), for the owner's status tabs
 * and dashboard without counting 100,000 rows per request (decision 0011). Kept by the database:
 * a deferred trigger on orders (migration 0008) applies each insert, status or amount change and
 * delete at commit, whichever code path wrote the order. `total_paise` sums the orders' amount
 * due, what their shoppers pay once packed (migration 0019, decision 0051). Each status is split into 16 slots, an
 * order's slot fixed by its id, so concurrent checkouts seldom wait on the same row; a read adds
 * the slots up (64 rows).
 */
export const orderStatusTotals = pgTable(
  'order_status_totals',
  {
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    slot: smallint('slot').notNull(),
    orders: integer('orders').notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.slot] }),
    check('order_status_totals_status_check', sql`${t.status} in ('Processing', 'Shipped', 'Delivered', 'Cancelled')`),
  ],
);

/**
 * What each closed IST day sold, for the sales report (decision 0014): written once, the first
 * time a report asks for a day that has ended, and deleted again by the orders' trigger when an
 * order of that day changes (a cancel, a late insert), so the next report sums it afresh. A
 * checkout of today never writes here. A day without sales has its row with zeros, so "not yet
 * summed" and "sold nothing" differ.
 */
export const salesDays = pgTable('sales_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull(),
  revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull(),
});

/** A closed day's sales by product, each named as it was last sold that day. */
export const salesDayProducts = pgTable(
  'sales_day_products',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    unit: text('unit'),
    quantity: quantity('quantity').notNull(),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull(),
  },
  // No foreign key to sales_days: the trigger that forgets a day deletes both, and a year summed
  // at once writes ~100,000 rows that a key would check one by one.
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The product as it was; no foreign key, so deleting a product keeps the order whole. */
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    ratePaise: integer('rate_paise').notNull(),
    quantity: quantity('quantity').notNull(),
    /** The product's unit as sold (Kg, Litre, Packet); null on orders placed before units were kept. */
    unit: text('unit'),
    /** What was packed (weighed) of it, in its unit; 0: unavailable; null until the order is packed. */
    packedQuantity: quantity('packed_quantity'),
    /** The product's HSN code, GST slab and MRP when it was bought: the bill's tax follows these (API.md "Tax and labels"). */
    hsn: text('hsn').notNull().default(''),
    gstRate: smallint('gst_rate').notNull().default(0),
    mrpPaise: integer('mrp_paise'),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId, t.position),
    check('order_items_packed_quantity_check', sql`${t.packedQuantity} >= 0`),
    check('order_items_gst_rate_check', sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    ratings: smallint('ratings').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_id_key').on(t.userId),
    index('reviews_created_at_idx').on(t.createdAt),
    check('reviews_ratings_check', sql`${t.ratings} between 1 and 5`),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** The shop's settings: one row (id 1) of the fields the owner changed; the rest are defaults. */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    data: jsonb('data').$type<Partial<Settings>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Mail waiting to be sent (the transactional outbox): written in the transaction of the change
 * it tells of, sent after commit by the sender, retried with back-off until it goes. `eventKey`
 * names the event and the addressee, so one event never queues the same mail twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    eventKey: text('event_key').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_event_key_key').on(t.eventKey),
    // The sender reads only what is due and not yet sent.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Texts to phones (docs/decisions/0054-texts-to-phones.md), the mail outbox's twin (decision
 * 0007): queued with the change, sent after it by SMS relay, WhatsApp or into DATA_DIR/outbox.
 * `text` is the whole message as an SMS reads it; `template`, `language` and `params` are the
 * same message as a WhatsApp template. A text with `expires_at` (a sign-in code) is not sent
 * after it: `failed_at` says it was given up, and its words are wiped once it is sent or given up.
 */
export const textOutbox = pgTable(
  'text_outbox',
  {
    id: id(),
    eventKey: text('event_key').notNull(),
    /** +91 and the 10 digits. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    params: jsonb('params').$type<string[]>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('text_outbox_event_key_key').on(t.eventKey),
    // The sender reads only what is due, not yet sent and not given up.
    index('text_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    check('text_outbox_language_check', sql`${t.language} in ('en', 'hi', 'mr')`),
  ],
);

/**
 * Each order's bill number (docs/decisions/0009-bills.md): a serial per Indian financial year
 * (April to March, IST), given right after the order commits (bill_queue). The unique pair is the
 * database's own guarantee that no two orders share a number; no foreign key cascade, so an
 * order with a bill cannot silently vanish from the books.
 */
export const bills = pgTable(
  'bills',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    /** "2026-27": the financial year of the order's IST date. */
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
  },
  (t) => [uniqueIndex('bills_financial_year_serial_key').on(t.financialYear, t.serial), check('bills_serial_check', sql`${t.serial} > 0`)],
);

/**
 * The last serial given in each financial year. Only committed orders are numbered, by one
 * statement that raises it by as many as it numbers, so the series has no gaps (a sequence would
 * leave them) and two numbering statements take their numbers one after the other.
 */
export const billCounters = pgTable('bill_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

/**
 * Orders placed and not yet numbered (docs/decisions/0009-bills.md): the checkout writes its row,
 * and right after the commit one statement numbers every queued order at once, so checkouts
 * never wait on each other for the year's counter.
 */
export const billQueue = pgTable('bill_queue', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** "2026-27", of the order's IST date, computed where the order is placed. */
  financialYear: text('financial_year').notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Bookings of one delivery window on one date (IST): `booked` is raised in the order's
 * transaction only while it is below the window's capacity, and lowered when a booked order is
 * cancelled, so a window never holds more orders than it can take.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    date: date('date', { mode: 'string' }).notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.date, t.start, t.end] }), check('slot_bookings_booked_check', sql`${t.booked} >= 0`)],
);

/** A shopper's saved delivery addresses; at most one is the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    pinCode: text('pin_code').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/**
 * What every admin did (API.md "The owner's admin at scale"): one entry per admin write, written
 * in the write's own transaction. Nothing in the shop updates or deletes an entry; the actor's
 * e-mail is copied so an entry still names who acted after their account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done: `product.update`, `order.status`, `settings.update`... */
    action: text('action').notNull(),
    /** Which record: `product:<id>`, `order:<id>`, `settings`... */
    target: text('target').notNull(),
    /** A short before/after of what changed. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), index('audit_log_action_at_idx').on(t.action, t.at, t.id)],
);

/**
 * Attempt counters shared by every app server on one PostgreSQL (lib/postgres-counter-store.ts):
 * one row per key and window. Unlogged: counts are not worth a WAL write, and a crash that
 * empties them only forgives a few attempts.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded pictures when several app servers share one PostgreSQL (IMAGE_STORE=database): each
 * WebP file under the key its URL names (lib/database-image-storage.ts). Written once per key.
 */
export const storedImages = pgTable('stored_images', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
