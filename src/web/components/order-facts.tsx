import type { ReactNode } from 'react';
import { formatRupees } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import { texts } from '#web/i18n/texts.js';
import { formatDeliveryWindow } from '#web/lib/delivery-slot.js';
import { formatOrderDate } from '#web/lib/format-order-date.js';
import { StatusBadge } from './status-badge.js';

/** One labelled fact of an order list or card: a term and its value inside a `<dl>`. */
export function OrderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The order's status badge and date, as a fact each. */
export function OrderStatusFacts({ order }: { order: Pick<Order, 'status' | 'orderDate'> }) {
  const t = texts.orders;
  return (
    <>
      <OrderFact label={t.status}>
        <StatusBadge status={order.status} />
      </OrderFact>
      <OrderFact label={t.date}>
        <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
      </OrderFact>
    </>
  );
}

/** The delivery slot an order was booked for ("Wed 25 Nov, 07:00–10:00"); nothing for an order without one. */
export function OrderDeliveryFact({ order }: { order: Pick<Order, 'deliverySlot'> }) {
  // Orders from before slots were kept may come without the key at all.
  const slot = order.deliverySlot ?? null;
  if (!slot) return null;
  return (
    <OrderFact label={texts.delivery.delivery}>
      <time dateTime={slot.date}>{formatDeliveryWindow(slot)}</time>
    </OrderFact>
  );
}

/** Spec 2.7 Order Details and 2.9 Admin Order Details: item count, total amount, status, date, and the delivery slot. */
export function OrderStats({ order }: { order: Order }) {
  const t = texts.orders;
  return (
    <dl className="order-stats">
      <OrderFact label={t.items}>{order.orderItems.length}</OrderFact>
      <OrderFact label={t.totalAmount}>{formatRupees(order.total)}</OrderFact>
      <OrderStatusFacts order={order} />
      <OrderDeliveryFact order={order} />
    </dl>
  );
}
