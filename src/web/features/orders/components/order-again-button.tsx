import { Link } from 'react-router';
import type { Order } from '#common/schemas/orders.js';
import { webPaths } from '#common/web-paths.js';
import { useLocalName } from '#web/components/product-name.js';
import { useT, useUnit } from '#web/i18n/i18n.js';
import { canOrderAgain } from '../order-again.js';
import type { OrderAgain } from '../use-order-again.js';

/**
 * Order Again on a delivered or cancelled order, and what came of it: the items changed (already
 * in the cart and kept as they were there, another quantity than ordered) and left out (no
 * longer sold, out of stock) named in a notice that screen readers hear, with the way to the cart
 * when something went in. When everything went in, useOrderAgain has already moved on to the cart.
 */
export function OrderAgainButton({ order, orderAgain }: { order: Order; orderAgain: OrderAgain }) {
  const t = useT();
  const localName = useLocalName();
  const unit = useUnit();
  if (!canOrderAgain(order)) return null;
  const state = orderAgain.state?.orderId === order._id ? orderAgain.state : null;
  const busy = state?.phase === 'busy';

  return (
    <div className="order-again">
      <button type="button" className="button button--small" onClick={() => void orderAgain.start(order)} disabled={busy} aria-busy={busy}>
        {busy ? t('orders.orderingAgain') : t('orders.orderAgain')}
      </button>
      <div role="status" className="order-again__news">
        {state?.phase === 'failed' && <p className="notice--error">{t('orders.orderAgainFailed')}</p>}
        {state?.phase === 'done' && (
          <div className="order-again__notice">
            {state.added > 0 ? (
              <p>{t('orders.orderAgainDone', { added: state.added })}</p>
            ) : (
              state.changed.length === 0 && <p>{t('orders.orderAgainNone')}</p>
            )}
            <ul>
              {state.changed.map((item) => (
                <li key={item.id}>
                  {item.reason === 'inCart'
                    ? t('orders.keptInCart', { name: localName(item), quantity: item.quantity, unit: unit(item.unit) })
                    : t('orders.quantityChanged', {
                        name: localName(item),
                        quantity: item.quantity,
                        ordered: item.ordered,
                        unit: unit(item.unit),
                      })}
                </li>
              ))}
              {state.leftOut.map((item) => (
                <li key={item.id}>
                  {item.reason === 'gone'
                    ? t('orders.leftOutGone', { name: localName(item) })
                    : t('orders.leftOutStock', { name: localName(item) })}
                </li>
              ))}
            </ul>
            {(state.added > 0 || state.changed.length > 0) && (
              <Link to={webPaths.checkout.href()} className="button button--small">
                {t('cart.goToCart')}
              </Link>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
