import type { Order } from '#common/schemas/orders.js';
import { BillLink } from '#web/components/bill-link.js';
import { OrderStats } from '#web/components/order-facts.js';
import { OrderItems } from '#web/components/order-items.js';
import { OrderWishes } from '#web/components/order-wishes.js';
import { StatusTimeline } from '#web/components/status-timeline.js';
import { useT } from '#web/i18n/i18n.js';
import type { OrderAgain } from '../use-order-again.js';
import { CancelOrder } from './cancel-order.js';
import { DeliveryCode } from './delivery-code.js';
import { OrderAgainButton } from './order-again-button.js';
import { OrderWhatsAppLinks } from './order-whatsapp-links.js';
import { PaymentLine } from './payment-fact.js';
import { UpiPayment } from './upi-payment.js';

/**
 * Spec 2.7 Order Details: item count, total; each item's image, name, quantity in KG, rate/Kg,
 * line total; status and date. While it is on its way, the code to tell the rider at the door.
 * Then what the shopper can do with it (cancel while Processing,
 * download the bill, order again once it is over) and its history, the cancel's reason included.
 */
export function OrderDetailsView({ order, orderAgain }: { order: Order; orderAgain: OrderAgain }) {
  const t = useT();
  return (
    <div className="order-details">
      <p className="muted">{t('orders.orderNumber', { number: order.orderNumber })}</p>
      <OrderStats order={order} />
      <PaymentLine order={order} />
      <DeliveryCode order={order} />
      <UpiPayment order={order} />
      <OrderWhatsAppLinks order={order} />
      <div className="order-actions">
        <CancelOrder order={order} />
        <BillLink orderId={order._id} label={t('orders.downloadBill')} />
        <OrderAgainButton order={order} orderAgain={orderAgain} />
      </div>
      <OrderWishes note={order.note} ifUnavailable={order.ifUnavailable} />
      <OrderItems items={order.orderItems} />
      <StatusTimeline
        order={order}
        title={t('orders.history')}
        by={{ User: t('orders.by.User'), Admin: t('orders.by.Admin'), System: t('orders.by.System'), Rider: t('orders.by.Rider') }}
        changedBy={t('orders.changedBy')}
        reasonLabel={t('orders.reason')}
      />
    </div>
  );
}
