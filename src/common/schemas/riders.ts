import { z } from 'zod';
import { COLLECTED, ORDER_STATUSES, PAYMENT_STATUSES } from '../constants.js';
import { OrderDeliverySlot } from './delivery.js';
import { Id, Success } from './fields.js';
import { CashUpQuery } from './khata.js';
import { IfUnavailable, RiderName } from './orders.js';
import { PaidMethod, PaymentMethod } from './payments.js';

/**
 * The delivery run (API.md "The delivery run"; decision 0056): the owner gives an order to one of
 * the shop's riders, the rider delivers it with the shopper's 4-digit code and says what was
 * collected, and the owner reads what each rider brought back.
 */

/** PUT /api/admin/orders/:id/rider: a Rider's id, or null to take the order back. */
export const AssignRiderInput = z.object({ riderId: Id.nullable() }, { error: 'Rider: Choose One Of The Shop’s Riders..!!' });
export type AssignRiderInput = z.infer<typeof AssignRiderInput>;

/** A line of a stop: what to hand over, as packed once packed. */
export const RiderItem = z.object({
  _id: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  quantity: z.number(),
  packedQuantity: z.number().nullable(),
});

/** One stop of the rider's run: everything to find the door and take the money, never the delivery code. */
export const RiderOrder = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  deliverySlot: OrderDeliverySlot.nullable(),
  shippingInfo: z.object({ address: z.string(), city: z.string(), mobileNumber: z.string(), pinCode: z.string() }),
  /** The shopper's name as the order keeps it. */
  customer: z.string(),
  items: z.array(RiderItem),
  /** Rupees to collect, unless paid or on credit. */
  amountDue: z.number(),
  paymentMethod: PaymentMethod,
  payment: z.object({ status: z.enum(PAYMENT_STATUSES), method: PaidMethod.nullable() }),
  note: z.string().nullable(),
  ifUnavailable: IfUnavailable,
  /** 5 wrong codes were given: the owner unlocks the delivery by setting its rider again. */
  locked: z.boolean(),
});
export type RiderOrder = z.infer<typeof RiderOrder>;

export const RiderOrdersAnswer = z.object({ success: Success, orders: z.array(RiderOrder) });
export type RiderOrdersAnswer = z.infer<typeof RiderOrdersAnswer>;
export const RiderOrderAnswer = z.object({ success: Success, order: RiderOrder });

/** PUT /api/rider/orders/:id/delivered. */
export const DeliveredInput = z.object(
  {
    code: z
      .string({ error: 'Code: Give The Shopper’s 4-Digit Code..!!' })
      .trim()
      .regex(/^\d{4}$/, 'Code: Give The Shopper’s 4-Digit Code..!!'),
    collected: z.enum(COLLECTED, { error: 'Collected: Choose Cash, UPI Or None..!!' }),
    reference: z
      .string({ error: 'Reference: Must Be Text..!!' })
      .trim()
      .max(100, 'Reference: At Most 100 Characters..!!')
      .optional()
      .transform((reference) => reference || undefined),
  },
  { error: 'Code: Give The Shopper’s 4-Digit Code..!!' },
);
export type DeliveredInput = z.infer<typeof DeliveredInput>;

/** GET /api/admin/reports/riders (and riders.csv): an IST day, today when not given. */
export const RidersReportQuery = CashUpQuery;

/** What one rider delivered on the day and what they hold for it (rupees). */
export const RiderTally = z.object({
  rider: RiderName,
  /** How many orders they delivered. */
  delivered: z.number().int(),
  cash: z.number(),
  upi: z.number(),
  onCredit: z.number(),
  /** Cash and UPI orders delivered with nothing collected. */
  unpaid: z.number(),
});
export type RiderTally = z.infer<typeof RiderTally>;

export const RidersReportAnswer = z.object({ success: Success, date: z.string(), riders: z.array(RiderTally) });
export type RidersReportAnswer = z.infer<typeof RidersReportAnswer>;
