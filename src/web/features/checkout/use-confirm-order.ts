import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { IfUnavailable } from '#common/constants.js';
import type { CartLine, ShippingInfo } from '#common/schemas/orders.js';
import { webPaths } from '#common/web-paths.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import { ApiError, isNetworkFailure } from '#web/lib/api-client.js';
import { cartTotal, type PricedLine } from '#web/lib/line-totals.js';
import type { PlaceOrderRequest } from '#web/lib/place-order.js';
import { newUuid } from '#web/lib/uuid.js';
import { usePlaceOrder } from './api/place-order.js';
import type { OrderPlacedState } from './order-placed-state.js';
import type { CheckoutMethod } from './payment-choice.js';

/** A cart line as an order needs it: what the server reads, and the rate the shopper was shown. */
export type OrderLine = CartLine & PricedLine;

interface ConfirmOrderInput {
  /** The cart as the shopper sees it; sent whole. */
  items: readonly OrderLine[];
  shipping: ShippingInfo;
  /** Empties the cart (the screen hands in the cart's own): called once the shop accepted the order. */
  clearCart: () => void;
  /** The chosen delivery slot's id, when the shop delivers in slots. */
  deliverySlot?: string;
  /** The shop has no room left in that slot (409 SLOT_UNAVAILABLE): the screen sends the shopper back to choose. */
  onSlotUnavailable?: () => void;
  /** How the shopper pays; cash on delivery, the shop's default, is not sent. */
  paymentMethod?: CheckoutMethod;
  /** The shopper's word for the packer; a blank one is not sent. */
  note?: string;
  /** What to do with a missing product; "remove", the shop's default, is not sent. */
  ifUnavailable?: IfUnavailable;
  /** The applied coupon's code, once the shop said it applies; none is not sent. */
  coupon?: string | null;
  /** What the shopper is to pay: the items less the discount plus the delivery charge (offer-totals.ts); the items alone by default. */
  total?: number;
  /**
   * The order could not reach the shop (no network): keeps it, with its Idempotency-Key, to be
   * sent when the network returns (the screen hands in the offline feature's). Once it is kept the
   * cart is emptied as for a placed order; without it, or when keeping fails, the failure is alerted.
   */
  keepForLater?: (request: PlaceOrderRequest) => Promise<void>;
}

/** A 409 that names cart lines: the cart is kept and the conflict notice says what changed, beside each line. */
export function isCartConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'PRICE_CHANGED' || error.code === 'OUT_OF_STOCK' || error.code === 'QUANTITY_LIMIT');
}

/** The shop refused the coupon as the order was placed (409 COUPON_INVALID: used up meanwhile, say): said beside the field, the cart kept. */
export function isCouponRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'COUPON_INVALID';
}

/** The shopper has as many orders on their way as the shop allows: the screen says so, the cart is kept. */
export function isTooManyOpenOrders(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'TOO_MANY_OPEN_ORDERS';
}

/**
 * The shop refused the way to pay (409 UNPAID_LIMIT: too much unpaid on its way already;
 * CREDIT_LIMIT: the order would take the khata past the shopper's credit limit;
 * PAYMENT_METHOD_UNAVAILABLE: the shop stopped taking it): the screen says so and where to go.
 */
export function isPaymentRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === 'UNPAID_LIMIT' || error.code === 'CREDIT_LIMIT' || error.code === 'PAYMENT_METHOD_UNAVAILABLE')
  );
}

/**
 * Spec 2.7 Confirm Order: places the cart as an order, with one Idempotency-Key per confirm
 * attempt (src/web/README.md): a double click or a retry of the same cart reuses it, so the shop
 * makes one order; a changed cart or address gets a new one. Success empties the cart and
 * opens the placed page; a conflict is returned for the notice; no network keeps the order to
 * send later (with the same key); any other failure is alerted.
 */
export function useConfirmOrder({
  items,
  shipping,
  clearCart,
  deliverySlot,
  onSlotUnavailable,
  paymentMethod = 'Cash',
  note = '',
  ifUnavailable = 'remove',
  coupon = null,
  total: totalToPay,
  keepForLater,
}: ConfirmOrderInput) {
  const t = useT();
  const server = useServerMessages();
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();
  const attempt = useRef<{ payload: string; key: string } | null>(null);
  const total = totalToPay ?? cartTotal(items);
  const trimmedNote = note.trim();

  const confirm = () => {
    const payload = JSON.stringify([
      items.map((i) => [i.id, i.quantity, i.rate]),
      shipping,
      total,
      deliverySlot,
      paymentMethod,
      trimmedNote,
      ifUnavailable,
      coupon,
    ]);
    if (attempt.current?.payload !== payload) attempt.current = { payload, key: newUuid() };
    const request: PlaceOrderRequest = {
      cartItems: items,
      shippingInfo: shipping,
      total,
      idempotencyKey: attempt.current.key,
      ...(deliverySlot ? { deliverySlot } : {}),
      ...(paymentMethod !== 'Cash' ? { paymentMethod } : {}),
      ...(trimmedNote ? { note: trimmedNote } : {}),
      ...(ifUnavailable !== 'remove' ? { ifUnavailable } : {}),
      ...(coupon ? { coupon } : {}),
    };
    placeOrder.mutate(request, {
      onSuccess: (order) => {
        clearCart(); // spec 2.7: success empties the stored cart and the cart state
        navigate(webPaths.orderPlaced.href(), {
          replace: true,
          state: {
            orderId: order._id,
            orderNumber: order.orderNumber,
            total: order.total,
            ...(order.paymentMethod !== 'Cash' ? { paymentMethod: order.paymentMethod } : {}),
            ...(order.deliverySlot ? { deliverySlot: order.deliverySlot } : {}),
          } satisfies OrderPlacedState,
        });
      },
      onError: (error) => {
        if (isNetworkFailure(error) && keepForLater) {
          keepForLater(request).then(clearCart, () => window.alert(server.of(error).join('\n')));
          return;
        }
        if (error instanceof ApiError && error.status === 401) window.alert(t('confirm.loginPlease'));
        else if (error instanceof ApiError && error.code === 'SLOT_UNAVAILABLE' && onSlotUnavailable) onSlotUnavailable();
        else if (!isCartConflict(error) && !isTooManyOpenOrders(error) && !isPaymentRefusal(error) && !isCouponRefusal(error))
          window.alert(server.of(error).join('\n'));
      },
    });
  };

  return {
    confirm,
    /** True while the order is on its way (the screen shows the placing overlay and disables Confirm). */
    isPlacing: placeOrder.isPending,
    /** The last attempt's 409 PRICE_CHANGED / OUT_OF_STOCK / QUANTITY_LIMIT, for the conflict notice. */
    conflict: placeOrder.isError && isCartConflict(placeOrder.error) ? placeOrder.error : null,
    /** The last attempt's 409 TOO_MANY_OPEN_ORDERS, for the notice at the checkout. */
    tooManyOpenOrders: placeOrder.isError && isTooManyOpenOrders(placeOrder.error),
    /** The last attempt's 409 UNPAID_LIMIT / CREDIT_LIMIT / PAYMENT_METHOD_UNAVAILABLE, for the notice at the checkout. */
    paymentRefusal: placeOrder.isError && isPaymentRefusal(placeOrder.error) ? placeOrder.error : null,
    /** The last attempt's 409 COUPON_INVALID, said beside the coupon's field. */
    couponRefusal: placeOrder.isError && isCouponRefusal(placeOrder.error) ? placeOrder.error : null,
  };
}
