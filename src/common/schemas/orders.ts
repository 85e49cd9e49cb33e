import { z } from 'zod';
import { CANCEL_REASON_MAX, IF_UNAVAILABLE, LIMITS, ORDER_NOTE_MAX, ORDER_STATUSES, STATUS_CHANGERS } from '../constants.js';
import { schemaMessage } from '../messages.js';
import { GstRateSchema } from './catalog.js';
import { CouponCodeTyped } from './coupons.js';
import { IsoDate, OrderDeliverySlot, PinCode, SlotId } from './delivery.js';
import { decimalField, Id, MessageById, MobileNumber, numberLike, requiredText, Success } from './fields.js';
import { PageInfo, PageQuery, SearchText } from './paging.js';
import { Payment, PaymentMethod, RecordPaymentInput } from './payments.js';

export const ShippingInfo = z.object(
  {
    address: requiredText('address', LIMITS.addressLength),
    city: requiredText('city', LIMITS.cityLength),
    mobileNumber: MobileNumber,
    pinCode: PinCode,
  },
  { error: 'Shipping Info: Required..!!' },
);
export type ShippingInfo = z.infer<typeof ShippingInfo>;

/**
 * Only `id` and `quantity` of a cart line decide the order. The client's `name` and `rate` are
 * never trusted: they only name the lines whose price changed (or vanished) in a 409, so a bad
 * value there is dropped instead of refusing the order. Other keys (image, stocks...) are ignored.
 */
export const CartLine = z.object({
  id: Id,
  quantity: decimalField('Quantity', { places: 3, max: LIMITS.maxQuantity, positive: true }),
  name: z.string().max(LIMITS.nameLength).optional().catch(undefined),
  rate: numberLike('Rate').optional().catch(undefined),
});
export type CartLine = z.infer<typeof CartLine>;

/** The shopper's note to the packer: optional, trimmed, a blank one is none (API.md "Packing"). */
export const OrderNote = z
  .string({ error: 'Note: Must Be Text..!!' })
  .trim()
  .max(ORDER_NOTE_MAX, schemaMessage('noteTooLong', { max: ORDER_NOTE_MAX }))
  .transform((note) => note || undefined);

/** What the shop does when a product is missing at packing: leave it out ("remove", the default) or call the shopper. */
export const IfUnavailable = z.enum(IF_UNAVAILABLE, { error: schemaMessage('ifUnavailableInvalid') });

export const PlaceOrderInput = z.object({
  cartItems: z
    .array(CartLine, { error: 'Cart Items: Required..!!' })
    .min(1, schemaMessage('cartEmpty'))
    .max(LIMITS.maxCartLines, `Cart Items: At most ${LIMITS.maxCartLines} lines..!!`),
  shippingInfo: ShippingInfo,
  /** What the shopper pays: the items' total, less the coupon's discount, plus the delivery charge (API.md "Offers and the delivery charge"). */
  total: decimalField('Total', { places: 2, max: 1_000_000_000 }),
  /** A coupon code the shopper typed; none (or '') without one. */
  coupon: z
    .union([z.literal(''), z.null(), CouponCodeTyped])
    .optional()
    .transform((code) => code || undefined),
  /** A slot `_id` from GET /api/delivery/slots; required only while the shop has delivery windows (decision 0010). */
  deliverySlot: SlotId.optional(),
  /** How the shopper means to pay (API.md "Getting paid"); older clients send none and pay cash. */
  paymentMethod: PaymentMethod.default('Cash'),
  /** A word for the packer ("ripe ones please"); older clients send none. */
  note: OrderNote.optional(),
  ifUnavailable: IfUnavailable.default('remove'),
});
export type PlaceOrderInput = z.infer<typeof PlaceOrderInput>;

export const OrderStatus = z.enum(ORDER_STATUSES);

/** One entry of an order's history: what it became, when (ISO-8601) and by whom. */
export const StatusChange = z.object({ status: OrderStatus, at: z.string(), by: z.enum(STATUS_CHANGERS) });
export type StatusChange = z.infer<typeof StatusChange>;

export const OrderItem = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number(),
  rate: z.number(),
  /** The product's unit when it was bought (Kg, Litre, Packet, Dozen); null on orders from before units were kept. */
  unit: z.string().nullable(),
  /** What was packed (weighed) of it, in the same unit; 0: unavailable; null until the order is packed (API.md "Packing"). */
  packedQuantity: z.number().nullable(),
  /** The product's HSN code, GST slab and MRP when it was bought (API.md "Tax and labels"): the bill's tax follows these. */
  hsn: z.string(),
  gstRate: GstRateSchema,
  mrp: z.number().nullable(),
});

/** Who an order's rider is (API.md "The delivery run"), as orders and the riders report name them. */
export const RiderName = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() });
export type RiderName = z.infer<typeof RiderName>;

export const Order = z.object({
  _id: z.string(),
  /** What people call the order ("Order 1042"): consecutive from 1001, unique, never reused. */
  orderNumber: z.number().int(),
  user: z.object({ _id: z.string().nullable(), firstName: z.string(), lastName: z.string() }),
  shippingInfo: z.object({ address: z.string(), city: z.string(), mobileNumber: z.string(), pinCode: z.string() }),
  orderItems: z.array(OrderItem),
  /** What the shopper was to pay when the order was placed: the items, less the discount, plus the delivery charge. */
  total: z.number(),
  /** The delivery charge applied when the order was placed (0: free). */
  shippingCharge: z.number(),
  /** What the coupon takes off the items: as placed, then as packed (a percent one follows the packed items). */
  discount: z.number(),
  /** The coupon's code, or null without one. */
  coupon: z.string().nullable(),
  status: OrderStatus,
  statusHistory: z.array(StatusChange),
  cancelReason: z.string().nullable(),
  orderDate: z.string(),
  /** The booked delivery window; null on orders placed while the shop asked for none. */
  deliverySlot: OrderDeliverySlot.nullable(),
  /** How the shopper means to pay (API.md "Getting paid"). */
  paymentMethod: PaymentMethod,
  /** Where the order's money stands. */
  payment: Payment,
  /** What the shopper pays (rupees): the total until packing and offers change it. */
  amountDue: z.number(),
  /** When the order was (last) packed; null until then. */
  packedAt: z.string().nullable(),
  /** The shopper's note to the packer. */
  note: z.string().nullable(),
  ifUnavailable: IfUnavailable,
  /** The rider taking the order out (API.md "The delivery run"); null until the owner assigns one. */
  rider: RiderName.nullable(),
  /**
   * The 4 digits the shopper tells the rider at the door. Only the shopper's own order answers and
   * the Admin's carry it; a rider's answers have their own shape without it (decision 0056).
   */
  deliveryCode: z.string(),
  /** 5 wrong codes were given at the door: the owner unlocks the delivery by setting its rider again. */
  deliveryLocked: z.boolean(),
});
export type Order = z.infer<typeof Order>;

export const OrderIdParams = z.object({ orderId: Id });
export const IdParams = z.object({ id: Id });

/**
 * The owner's orders list (API.md "The owner's admin at scale"): optionally only the orders to
 * deliver on one IST date, of one status, matching a search (order id, shopper name, e-mail or
 * mobile) or placed between two IST dates (both included); a page of them when `page` is given.
 */
export const AdminOrdersQuery = z
  .object({
    deliveryDate: IsoDate('Delivery Date').optional(),
    status: z.enum(ORDER_STATUSES, { error: 'Status: Choose Processing, Shipped, Delivered or Cancelled..!!' }).optional(),
    q: SearchText,
    from: IsoDate('From').optional(),
    to: IsoDate('To').optional(),
    ...PageQuery,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'To: Must not be before From..!!', path: ['to'] });
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

/** How many orders each status holds under a list's other filters (the status tabs' counts). */
export const StatusCounts = z.object({ Processing: z.number(), Shipped: z.number(), Delivered: z.number(), Cancelled: z.number() });
export type StatusCounts = z.infer<typeof StatusCounts>;

export const UpdateStatusInput = z
  .object({
    oStatus: z.enum(['Shipped', 'Delivered', 'Cancelled'], { error: 'Status: Select Order Status..!!' }),
    /** With Delivered: the money taken at the door, recorded in the same change (API.md "Getting paid"). */
    payment: RecordPaymentInput.optional(),
  })
  .refine((input) => input.payment === undefined || input.oStatus === 'Delivered', {
    message: 'Payment: Recorded Only With Delivered..!!',
    path: ['payment'],
  });
export type UpdateStatusInput = z.infer<typeof UpdateStatusInput>;

/** A shopper's cancel: the reason is optional, and a blank one is no reason. */
export const CancelOrderInput = z
  .object({
    reason: z
      .string({ error: 'Reason: Must Be Text..!!' })
      .trim()
      .max(CANCEL_REASON_MAX, schemaMessage('fieldTooLong', { field: 'reason', max: CANCEL_REASON_MAX }))
      .optional()
      .transform((reason) => reason || undefined),
  })
  // No body at all reaches the schema as null.
  .nullish()
  .transform((body) => ({ reason: body?.reason }));
export type CancelOrderInput = z.infer<typeof CancelOrderInput>;

export const IdempotencyKey = z
  .string()
  .trim()
  .min(1, 'Idempotency Key: Required..!!')
  .max(200, 'Idempotency Key: At most 200 characters..!!');

/** Request headers of placing an order; loose, because a parsed header object replaces the request's. */
export const PlaceOrderHeaders = z.looseObject({ 'idempotency-key': IdempotencyKey.optional() });

/** `items` of a 409 OUT_OF_STOCK: what is left of each product the cart wants too much of. */
export const StockShortItem = z.object({ _id: z.string(), name: z.string(), stocks: z.number() });
/** `items` of a 409 QUANTITY_LIMIT: the most one order may take of each product the cart wants too much of. */
export const QuantityLimitItem = z.object({ _id: z.string(), name: z.string(), maxPerOrder: z.number() });
/** `items` of a 409 PRICE_CHANGED: the current rate (rupees) of each changed product. */
export const PriceChangedItem = z.object({ _id: z.string(), name: z.string(), rate: z.number() });

export const OrderPlacedAnswer = z.object({ success: Success, message: z.string(), order: Order });
export const MyOrdersAnswer = z.object({ success: Success, myOrders: z.array(Order) });
export const OrderAnswer = z.object({ success: Success, order: Order });
/** `ordersCounts` and `matched` both count the orders matching the filter; `AllOrders` is one page of them when paged. */
export const AllOrdersAnswer = z.object({
  success: Success,
  AllOrders: z.array(Order),
  ordersCounts: z.number(),
  ...PageInfo,
  statusCounts: StatusCounts,
});
export type AllOrdersAnswer = z.infer<typeof AllOrdersAnswer>;
export const OrderCancelledAnswer = z.object({ success: Success, message: z.string(), ...MessageById, order: Order });
export const StatusUpdatedAnswer = z.object({ success: Success, message: z.string(), Order: Order });
