import { OrderFact } from '#web/components/order-facts.js';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import { useWaitingOrdersStore } from '../waiting-orders-store.js';
import { RefusedOrders } from './refused-orders.js';

/**
 * My Orders' first lines (decision 0066): the orders confirmed without a network, each "Waiting
 * for network" until the shop answers; the ones it refused, with its message; and, in the live
 * region, the ones just sent and placed.
 */
export function WaitingOrdersList() {
  const t = useT();
  const { money, dateTime } = useFormat();
  const waiting = useWaitingOrdersStore((s) => s.orders).filter((kept) => kept.state === 'waiting');
  const placed = useWaitingOrdersStore((s) => s.placed);

  return (
    <>
      <p role="status" className="waiting-orders__placed">
        {placed.map((number) => t('offline.sentAndPlaced', { number })).join(' ')}
      </p>
      <RefusedOrders cartLink />
      {waiting.length > 0 && (
        <ul className="order-list waiting-orders">
          {waiting.map((kept) => (
            <li key={kept.key} className="card order-card order-card--waiting">
              <h2 className="order-card__number">{t('offline.waitingTitle')}</h2>
              <dl className="order-card__facts">
                <OrderFact label={t('orders.items')}>{kept.order.cartItems.length}</OrderFact>
                <OrderFact label={t('orders.total')}>{money(kept.order.total)}</OrderFact>
                <OrderFact label={t('orders.status')}>
                  <span className="status status--waiting">{t('offline.waitingForNetwork')}</span>
                </OrderFact>
                <OrderFact label={t('offline.confirmed')}>
                  <time dateTime={kept.queuedAt}>{dateTime(kept.queuedAt)}</time>
                </OrderFact>
              </dl>
              <p className="waiting-orders__hint">{t('offline.waitingHint')}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
