import type { ReactNode } from 'react';
import type { Order } from '#common/schemas/orders.js';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
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
  const t = useT();
  const { date } = useFormat();
  return (
    <>
      <OrderFact label={t('orders.status')}>
        <StatusBadge status={order.status} />
      </OrderFact>
      <OrderFact label={t('orders.date')}>
        <time dateTime={order.orderDate}>{date(order.orderDate)}</time>
      </OrderFact>
    </>
  );
}

/** The delivery slot an order was booked for ("Wed 25 Nov, 07:00–10:00"); nothing for an order without one. */
export function OrderDeliveryFact({ order }: { order: Pick<Order, 'deliverySlot'> }) {
  const { deliveryWindow } = useFormat();
  const t = useT();
  // Orders from before slots were kept may come without the key at all.
  const slot = order.deliverySlot ?? null;
  if (!slot) return null;
  return (
    <OrderFact label={t('delivery.delivery')}>
      <time dateTime={slot.date}>{deliveryWindow(slot)}</time>
    </OrderFact>
  );
}

/**
 * The coupon's discount (with its code) and the delivery charge of an order that had them
 * (decision 0063); nothing for an order without, so a shop without offers looks as before.
 */
export function OrderOfferFacts({ order }: { order: Pick<Order, 'discount' | 'coupon' | 'shippingCharge'> }) {
  const { money } = useFormat();
  const t = useT();
  return (
    <>
      {(order.discount ?? 0) > 0 && (
        <OrderFact label={order.coupon ? t('offers.coupon', { code: order.coupon }) : t('offers.discount')}>
          {t('offers.minus', { amount: money(order.discount) })}
        </OrderFact>
      )}
      {(order.shippingCharge ?? 0) > 0 && <OrderFact label={t('orders.shippingCharge')}>{money(order.shippingCharge)}</OrderFact>}
    </>
  );
}

/** Spec 2.7 Order Details and 2.9 Admin Order Details: item count, total amount, status, date, and the delivery slot. */
export function OrderStats({ order }: { order: Order }) {
  const { money } = useFormat();
  const t = useT();
  return (
    <dl className="order-stats">
      <OrderFact label={t('orders.items')}>{order.orderItems.length}</OrderFact>
      <OrderOfferFacts order={order} />
      <OrderFact label={t('orders.totalAmount')}>{money(order.total)}</OrderFact>
      {order.amountDue !== order.total && <OrderFact label={t('orders.amountDue')}>{money(order.amountDue)}</OrderFact>}
      <OrderStatusFacts order={order} />
      <OrderDeliveryFact order={order} />
    </dl>
  );
}
