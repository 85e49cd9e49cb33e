import { Link } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import { forgetWaitingOrder } from '../waiting-orders.js';
import { useWaitingOrdersStore } from '../waiting-orders-store.js';

/**
 * Orders kept without a network that the shop then refused (a price or stock changed, the slot
 * filled up): the shop's message, and word that the items are back in the cart (decision 0066).
 * Shown on My Orders (with a link to the cart) and at the checkout until the shopper dismisses it.
 */
export function RefusedOrders({ cartLink = false }: { cartLink?: boolean }) {
  const t = useT();
  const server = useServerMessages();
  const refused = useWaitingOrdersStore((s) => s.orders).filter((kept) => kept.state === 'refused');
  if (refused.length === 0) return null;

  const dismiss = async (key: string, userId: string) => {
    await forgetWaitingOrder(key).catch(() => undefined);
    await useWaitingOrdersStore.getState().load(userId);
  };

  return (
    <>
      {refused.map((kept) => (
        <div key={kept.key} className="conflict-notice refused-order" role="alert">
          <p>
            <strong>{t('offline.notPlaced')}</strong>
          </p>
          {kept.refusal?.code === 'TOO_OLD' ? (
            <p>{t('offline.tooOld')}</p>
          ) : (
            (kept.refusal?.lines ?? []).map((line) => <p key={line.text}>{server.line(line)}</p>)
          )}
          <p>{t('offline.backInCart')}</p>
          <div className="button-row">
            {cartLink && (
              <Link to={webPaths.checkout.href()} className="button button--small">
                {t('offline.toCart')}
              </Link>
            )}
            <button type="button" className="button button--small button--outline" onClick={() => void dismiss(kept.key, kept.userId)}>
              {t('offline.dismiss')}
            </button>
          </div>
        </div>
      ))}
    </>
  );
}
