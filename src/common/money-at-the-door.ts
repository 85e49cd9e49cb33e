import type { PaidMethod } from './constants.js';
import { toPaise } from './money.js';
import type { Order } from './schemas/orders.js';

/**
 * What an order's money asks of whoever hands it over (API.md "Getting paid", decision 0051), in
 * paise: an unpaid Cash or UPI order its amount due to collect; a paid one, how it was paid and
 * what a packing since left to collect (above 0) or to give back (below 0), a payment being for
 * what was owed when it came; a Credit order goes on the khata; a cancelled one asks nothing, or
 * its refund.
 */
export type MoneyAtTheDoor =
  | { kind: 'collect'; method: PaidMethod; duePaise: number }
  | { kind: 'paid'; method: PaidMethod; receivedPaise: number; balancePaise: number }
  | { kind: 'credit'; duePaise: number; onKhata: boolean }
  | { kind: 'refundDue'; receivedPaise: number }
  | { kind: 'refunded'; receivedPaise: number }
  | { kind: 'nothing' };

export function moneyAtTheDoorOf(order: Pick<Order, 'status' | 'paymentMethod' | 'payment' | 'amountDue'>): MoneyAtTheDoor {
  const { payment } = order;
  const duePaise = toPaise(order.amountDue);
  const receivedPaise = payment.amount === null ? duePaise : toPaise(payment.amount);
  switch (payment.status) {
    case 'Paid':
      return { kind: 'paid', method: payment.method ?? 'Cash', receivedPaise, balancePaise: duePaise - receivedPaise };
    case 'RefundDue':
      return { kind: 'refundDue', receivedPaise };
    case 'Refunded':
      return { kind: 'refunded', receivedPaise };
    case 'OnCredit':
      return { kind: 'credit', duePaise, onKhata: true };
    default:
      if (order.status === 'Cancelled') return { kind: 'nothing' };
      if (order.paymentMethod === 'Credit') return { kind: 'credit', duePaise, onKhata: false };
      return { kind: 'collect', method: order.paymentMethod, duePaise };
  }
}
