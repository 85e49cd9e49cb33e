import { Link, useLocation } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { useFormat } from '#web/i18n/format.js';
import { useSession } from '../features/auth/api/get-logged-user.js';
import { useT } from '../i18n/i18n.js';
import type { DeliveryWindowOn } from '../lib/delivery-slot.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/**
 * Spec 2.7 Order placed ('Order Place..!!'). The cart was emptied when the server accepted the
 * order (confirm page), so landing here again cannot empty a new cart by accident.
 */
export default function OrderPlacedPage() {
  const { deliveryWindow } = useFormat();
  const t = useT();
  useDocumentTitle(t('orderPlaced.title'));
  const { user } = useSession();
  const state = useLocation().state as { orderId?: string; deliverySlot?: DeliveryWindowOn | null } | null;

  return (
    <div className="page page--center order-placed">
      <h1>{t('orderPlaced.title')}</h1>
      <p className="order-placed__greeting">
        {user?.firstName ? t('orderPlaced.greeting', { firstName: user.firstName }) : t('orderPlaced.greetingNoName')}
      </p>
      <p>{t('orderPlaced.message')}</p>
      {state?.deliverySlot && (
        <p className="order-placed__delivery">
          {t('delivery.delivery')}: <strong>{deliveryWindow(state.deliverySlot)}</strong>
        </p>
      )}
      <div className="button-row">
        <Link to={webPaths.home.href()} className="button button--large">
          {t('orderPlaced.home')}
        </Link>
        {state?.orderId && (
          <Link to={webPaths.orderDetails.href(state.orderId)} className="button button--large button--outline">
            {t('orderPlaced.viewOrder')}
          </Link>
        )}
      </div>
    </div>
  );
}
