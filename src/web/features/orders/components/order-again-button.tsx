import { Link } from 'react-router';
import type { Order } from '#common/schemas/orders.js';
import { paths } from '#web/config/paths.js';
import { texts } from '#web/i18n/texts.js';
import { canOrderAgain } from '../order-again.js';
import type { OrderAgain } from '../use-order-again.js';

const t = texts.orders;

/**
 * Order Again on a delivered or cancelled order, and what came of it: the items left out (no
 * longer sold, out of stock) named in a notice that screen readers hear, with the way to the cart
 * when something went in. When everything went in, useOrderAgain has already moved on to the cart.
 */
export function OrderAgainButton({ order, orderAgain }: { order: Order; orderAgain: OrderAgain }) {
  if (!canOrderAgain(order)) return null;
  const state = orderAgain.state?.orderId === order._id ? orderAgain.state : null;
  const busy = state?.phase === 'busy';

  return (
    <div className="order-again">
      <button type="button" className="button button--small" onClick={() => void orderAgain.start(order)} disabled={busy} aria-busy={busy}>
        {busy ? t.orderingAgain : t.orderAgain}
      </button>
      <div role="status" className="order-again__news">
        {state?.phase === 'failed' && <p className="notice--error">{t.orderAgainFailed}</p>}
        {state?.phase === 'done' && (
          <div className="order-again__notice">
            <p>{state.added > 0 ? t.orderAgainDone(state.added) : t.orderAgainNone}</p>
            <ul>
              {state.leftOut.map((item) => (
                <li key={item.id}>{item.reason === 'gone' ? t.leftOutGone(item.name) : t.leftOutStock(item.name)}</li>
              ))}
            </ul>
            {state.added > 0 && (
              <Link to={paths.checkout} className="button button--small">
                {texts.cart.goToCart}
              </Link>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
