import { Link, useNavigate } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { OrderWishes } from '#web/components/order-wishes.js';
import { useSession } from '#web/features/auth/api/get-logged-user.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { ConflictNotice } from '#web/features/cart/components/conflict-notice.js';
import { conflictItems } from '#web/features/cart/conflict-items.js';
import { useCartLines } from '#web/features/cart/use-cart-lines.js';
import { CouponField } from '#web/features/checkout/components/coupon-field.js';
import { OrderSummary } from '#web/features/checkout/components/order-summary.js';
import { PaymentRefusal } from '#web/features/checkout/components/payment-refusal.js';
import { useCouponStore } from '#web/features/checkout/coupon-store.js';
import { usePackingWishesStore } from '#web/features/checkout/packing-wishes-store.js';
import {
  creditLimitOf,
  methodToSend,
  offeredMethods,
  shopTakesCredit,
  usePaymentChoiceStore,
} from '#web/features/checkout/payment-choice.js';
import { useShippingStore } from '#web/features/checkout/shipping-store.js';
import { useConfirmOrder } from '#web/features/checkout/use-confirm-order.js';
import { useOfferTotals } from '#web/features/checkout/use-offer-totals.js';
import { shippingProblem, trimShipping } from '#web/features/checkout/validate-shipping.js';
import { useDeliverySettings } from '#web/features/delivery/api/get-shop-settings.js';
import { useSlotChoiceStore } from '#web/features/delivery/slot-choice-store.js';
import { useMyKhata } from '#web/features/khata/api/get-my-khata.js';
import { PricesAsOf } from '#web/features/offline/components/prices-as-of.js';
import { keepOrderForLater } from '#web/features/offline/waiting-orders-store.js';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const METHOD_NAMES = { Cash: 'checkout.payCash', UPI: 'checkout.payUpi', Credit: 'checkout.payCredit' } as const;

/**
 * Spec 2.7 Confirm Order. Shows nothing when the cart is empty or the shipping details, the
 * chosen slot (in a shop with slots) or the user are missing. A slot that filled up meanwhile
 * sends the shopper back to the checkout's choice. A coupon applied here goes with the order
 * once the shop said it applies; one being checked or refused holds Confirm until it applies or
 * is removed, so nobody pays without the discount they asked for unawares (decision 0063).
 */
export default function ConfirmOrderPage() {
  const { deliveryWindow } = useFormat();
  const t = useT();
  useDocumentTitle(t('confirm.title'));
  // What the summary shows and the order sends: the products' current rates (use-cart-lines.ts).
  const { items, lines, ready, isError, refresh } = useCartLines();
  const clearCart = useCartStore((s) => s.clear);
  const shipping = trimShipping(useShippingStore((s) => s.shipping));
  const settings = useDeliverySettings();
  const slot = useSlotChoiceStore((s) => s.slot);
  const { refuse: refuseSlot, clear: clearSlot } = useSlotChoiceStore.getState();
  const hasSlots = (settings.data?.slots.length ?? 0) > 0;
  const deliverySlot = hasSlots ? slot : null;
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  // A Credit choice stands only while the shopper's khata gives a limit: it is read before Confirm is shown.
  const khata = useMyKhata(Boolean(user) && shopTakesCredit(settings.data));
  const creditLimit = creditLimitOf(khata, user);
  const offered = offeredMethods(settings.data, creditLimit);
  const chosenMethod = usePaymentChoiceStore((s) => s.method);
  const paymentMethod = methodToSend(chosenMethod, offered);
  const note = usePackingWishesStore((s) => s.note);
  const ifUnavailable = usePackingWishesStore((s) => s.ifUnavailable);
  // The shop's delivery charge and the applied coupon, as the shop figures them (decision 0063).
  const offer = useOfferTotals(lines);
  const couponPending = useCouponStore((s) => s.code) !== null && offer.coupon === null;
  const { confirm, isPlacing, conflict, tooManyOpenOrders, paymentRefusal, couponRefusal } = useConfirmOrder({
    paymentMethod,
    coupon: offer.coupon,
    total: offer.total,
    note,
    ifUnavailable,
    items: lines,
    shipping,
    clearCart: () => {
      clearCart();
      clearSlot(); // the next order chooses its own slot
      usePackingWishesStore.getState().clear();
      useCouponStore.getState().remove();
    },
    deliverySlot: deliverySlot?._id,
    // No network: the order waits on the phone and My Orders shows it (decision 0066).
    keepForLater: async (request) => {
      if (!user) throw new Error('Nobody is signed in');
      await keepOrderForLater(user._id, request);
      navigate(webPaths.myOrders.href(), { replace: true });
    },
    onSlotUnavailable: () => {
      refuseSlot();
      navigate(webPaths.checkout.href());
    },
  });

  // A khata that could not be read (nor stood in for offline) must not turn a Credit order into a cash one unseen.
  if (isError || (chosenMethod === 'Credit' && creditLimit === undefined && khata.isError))
    return (
      <div className="page">
        <p className="notice">{t('somethingWentWrong')}</p>
      </div>
    );
  if (isPending || settings.isPending || khata.isLoading || (items.length > 0 && !ready)) return <LoadingOverlay label={t('loading')} />;
  if (items.length === 0 || shippingProblem(shipping) !== null || !user || (hasSlots && !deliverySlot)) return <div className="page" />;

  return (
    <div className="page">
      {isPlacing && <LoadingOverlay label={t('confirm.placing')} />}
      <h1>{t('confirm.title')}</h1>
      <OrderSummary
        items={lines}
        shipping={shipping}
        fullName={`${user.firstName} ${user.lastName}`}
        delivery={deliverySlot ? deliveryWindow(deliverySlot) : undefined}
        totals={offer}
        coupon={offer.coupon}
      />
      <PricesAsOf />
      <CouponField coupon={offer.coupon} discount={offer.discount} refusal={offer.refusal ?? couponRefusal} checking={offer.checking} />
      {/* A shop taking cash alone shows the specification's summary as it was. */}
      {(offered.length > 1 || paymentMethod !== 'Cash') && (
        <p className="confirm-payment">
          {t('confirm.payment')}: <strong>{t(METHOD_NAMES[paymentMethod])}</strong>
        </p>
      )}
      <OrderWishes note={note.trim() || null} ifUnavailable={ifUnavailable} />
      {paymentRefusal && <PaymentRefusal error={paymentRefusal} />}
      {tooManyOpenOrders && (
        <div className="conflict-notice" role="alert">
          <p>{t('confirm.tooManyOpenOrders')}</p>
          <Link to={webPaths.myOrders.href()} className="button button--small">
            {t('confirm.seeMyOrders')}
          </Link>
        </div>
      )}
      {conflict && <ConflictNotice messages={conflict.lines} items={conflictItems(conflict, lines)} lines={lines} onRefresh={refresh} />}
      <div className="button-row confirm-actions">
        <button type="button" className="button button--large" onClick={confirm} disabled={isPlacing || couponPending}>
          {t('confirm.confirmOrder')}
        </button>
        <Link to={webPaths.checkout.href()} className="button button--large button--outline">
          {t('confirm.cancelOrder')}
        </Link>
      </div>
    </div>
  );
}
