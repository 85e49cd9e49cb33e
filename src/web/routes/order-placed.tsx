import { Link, useLocation } from 'react-router';
import { paths } from '../config/paths.js';
import { useSession } from '../features/auth/api/get-logged-user.js';
import { texts } from '../i18n/texts.js';
import { type DeliveryWindowOn, formatDeliveryWindow } from '../lib/delivery-slot.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/**
 * Spec 2.7 Order placed ('Order Place..!!'). The cart was emptied when the server accepted the
 * order (confirm page), so landing here again cannot empty a new cart by accident.
 */
export default function OrderPlacedPage() {
  useDocumentTitle(texts.orderPlaced.title);
  const { user } = useSession();
  const state = useLocation().state as { orderId?: string; deliverySlot?: DeliveryWindowOn | null } | null;

  return (
    <div className="page page--center order-placed">
      <h1>{texts.orderPlaced.title}</h1>
      <p className="order-placed__greeting">{texts.orderPlaced.greeting(user?.firstName ?? '')}</p>
      <p>{texts.orderPlaced.message}</p>
      {state?.deliverySlot && (
        <p className="order-placed__delivery">
          {texts.delivery.delivery}: <strong>{formatDeliveryWindow(state.deliverySlot)}</strong>
        </p>
      )}
      <div className="button-row">
        <Link to={paths.home} className="button button--large">
          {texts.orderPlaced.home}
        </Link>
        {state?.orderId && (
          <Link to={paths.orderDetails(state.orderId)} className="button button--large button--outline">
            {texts.orderPlaced.viewOrder}
          </Link>
        )}
      </div>
    </div>
  );
}
