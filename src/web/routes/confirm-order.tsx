import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay.js';
import { paths } from '../config/paths.js';
import { useSession } from '../features/auth/api/get-logged-user.js';
import { refreshCartLines } from '../features/catalog/refresh-cart-lines.js';
import { usePlaceOrder } from '../features/checkout/api/place-order.js';
import { ConflictNotice } from '../features/checkout/components/conflict-notice.js';
import { OrderSummary } from '../features/checkout/components/order-summary.js';
import { conflictItems } from '../features/checkout/conflict-items.js';
import { useShippingStore } from '../features/checkout/shipping-store.js';
import { shippingProblem, trimShipping } from '../features/checkout/validate-shipping.js';
import { texts } from '../i18n/texts.js';
import { ApiError, messagesOf } from '../lib/api-client.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { newUuid } from '../lib/uuid.js';
import { cartTotal, useCartStore } from '../stores/cart-store.js';

/** Spec 2.7 Confirm Order. Shows nothing when the cart is empty or the shipping details or the user are missing. */
export default function ConfirmOrderPage() {
  useDocumentTitle(texts.confirm.title);
  const items = useCartStore((s) => s.items);
  const clearCart = useCartStore((s) => s.clear);
  const shipping = trimShipping(useShippingStore((s) => s.shipping));
  const { user, isPending } = useSession();
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  if (isPending) return <LoadingOverlay label={texts.loading} />;
  if (items.length === 0 || shippingProblem(shipping) !== null || !user) return <div className="page" />;

  const total = cartTotal(items);

  const confirm = () => {
    if (!user) return window.alert(texts.confirm.loginPlease);
    // One key per confirm attempt: a double click or a retry of the same order reuses it; a changed cart gets a new one.
    const payload = JSON.stringify([items.map((i) => [i.id, i.quantity, i.rate]), shipping, total]);
    if (attempt.current?.payload !== payload) attempt.current = { payload, key: newUuid() };
    placeOrder.mutate(
      { cartItems: items, shippingInfo: shipping, total, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => {
          clearCart(); // spec 2.7: success empties the stored cart and the cart state
          navigate(paths.orderPlaced, { replace: true, state: { orderId: order._id } });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) window.alert(texts.confirm.loginPlease);
          else if (!isConflict(error)) window.alert(messagesOf(error).join('\n'));
        },
      },
    );
  };

  const conflict = placeOrder.isError && isConflict(placeOrder.error) ? placeOrder.error : null;

  return (
    <div className="page">
      {placeOrder.isPending && <LoadingOverlay label={texts.confirm.placing} />}
      <h1>{texts.confirm.title}</h1>
      <OrderSummary items={items} shipping={shipping} fullName={`${user.firstName} ${user.lastName}`} />
      {conflict && (
        <ConflictNotice
          messages={conflict.messages}
          items={conflictItems(conflict, items)}
          onRefresh={(ids) => refreshCartLines(queryClient, ids)}
        />
      )}
      <div className="button-row confirm-actions">
        <button type="button" className="button button--large" onClick={confirm} disabled={placeOrder.isPending}>
          {texts.confirm.confirmOrder}
        </button>
        <Link to={paths.checkout} className="button button--large button--outline">
          {texts.confirm.cancelOrder}
        </Link>
      </div>
    </div>
  );
}

function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'PRICE_CHANGED' || error.code === 'OUT_OF_STOCK');
}
