import { useId } from 'react';
import type { Order } from '#common/schemas/orders.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * The 4 digits the shopper tells the rider at the door (API.md "The delivery run"), in large
 * type while the order is on its way; a Delivered or Cancelled order needs it no more.
 */
export function DeliveryCode({ order }: { order: Pick<Order, 'status' | 'deliveryCode'> }) {
  const t = useT();
  const id = useId();
  if (order.status !== 'Processing' && order.status !== 'Shipped') return null;
  return (
    <section className="delivery-code" aria-labelledby={`${id}-label`}>
      <h2 id={`${id}-label`} className="delivery-code__label">
        {t('orders.deliveryCode')}
      </h2>
      <p className="delivery-code__digits">{order.deliveryCode}</p>
      <p className="delivery-code__hint">{t('orders.deliveryCodeHint')}</p>
    </section>
  );
}
