import { Link, useLocation } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { useOrder } from '#web/features/orders/api/get-order.js';
import { OrderWhatsAppLinks } from '#web/features/orders/components/order-whatsapp-links.js';
import { UpiPayment } from '#web/features/orders/components/upi-payment.js';
import { useFormat } from '#web/i18n/format.js';
import { useSession } from '../features/auth/api/get-logged-user.js';
import type { OrderPlacedState } from '../features/checkout/order-placed-state.js';
import { useT } from '../i18n/i18n.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** How the shopper pays next: at the door, by UPI below, or later on their khata. */
const PLACED_MESSAGES = { Cash: 'orderPlaced.message', UPI: 'orderPlaced.messageUpi', Credit: 'orderPlaced.messageCredit' } as const;

/**
 * Spec 2.7 Order placed ('Order Place..!!'), with the order's number, its total and its delivery
 * slot (API.md "One number per order"). The cart was emptied when the server accepted the
 * order (confirm page), so landing here again cannot empty a new cart by accident.
 */
export default function OrderPlacedPage() {
  const { deliveryWindow, money } = useFormat();
  const t = useT();
  useDocumentTitle(t('orderPlaced.title'));
  const { user } = useSession();
  const state = useLocation().state as OrderPlacedState | null;
  // The placed order itself: a UPI order is paid from here at once (its QR code and the UTR
  // field, as on its page), and any order can be sent to the shop or shared on WhatsApp.
  const order = usePlacedOrder(state?.orderId);

  return (
    <div className="page page--center order-placed">
      <h1>{t('orderPlaced.title')}</h1>
      <p className="order-placed__greeting">
        {user?.firstName ? t('orderPlaced.greeting', { firstName: user.firstName }) : t('orderPlaced.greetingNoName')}
      </p>
      <p>{t(PLACED_MESSAGES[state?.paymentMethod ?? 'Cash'])}</p>
      {state?.orderNumber !== undefined && <p className="order-placed__number">{t('orders.orderNumber', { number: state.orderNumber })}</p>}
      {state?.total !== undefined && (
        <p className="order-placed__total">
          {t('orders.totalAmount')}: <strong>{money(state.total)}</strong>
        </p>
      )}
      {state?.deliverySlot && (
        <p className="order-placed__delivery">
          {t('delivery.delivery')}: <strong>{deliveryWindow(state.deliverySlot)}</strong>
        </p>
      )}
      {order?.paymentMethod === 'UPI' && <UpiPayment order={order} />}
      <OrderWhatsAppLinks order={order} />
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

function usePlacedOrder(orderId: string | undefined) {
  const order = useOrder(orderId ?? '', Boolean(orderId));
  return orderId ? order.data : undefined;
}
