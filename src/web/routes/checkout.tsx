import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ORDER_NOTE_MAX } from '#common/constants.js';
import { webPaths } from '#common/web-paths.js';
import { addAddress } from '#web/features/addresses/api/save-address.js';
import { SaveAddressOption, SavedAddressPicker } from '#web/features/addresses/components/checkout-addresses.js';
import { useSession } from '#web/features/auth/api/get-logged-user.js';
import { CheckoutCart } from '#web/features/cart/components/checkout-cart.js';
import { shortOfMinimum } from '#web/features/cart/minimum-order.js';
import { useCartLines } from '#web/features/cart/use-cart-lines.js';
import { PackingWishes } from '#web/features/checkout/components/packing-wishes.js';
import { PaymentMethodChoice } from '#web/features/checkout/components/payment-method-choice.js';
import { ShippingForm } from '#web/features/checkout/components/shipping-form.js';
import { noteTooLong, usePackingWishesStore } from '#web/features/checkout/packing-wishes-store.js';
import {
  creditLimitOf,
  methodToSend,
  offeredMethods,
  shopTakesCredit,
  usePaymentChoiceStore,
} from '#web/features/checkout/payment-choice.js';
import { useShippingStore } from '#web/features/checkout/shipping-store.js';
import { useOfferTotals } from '#web/features/checkout/use-offer-totals.js';
import { trimShipping } from '#web/features/checkout/validate-shipping.js';
import { useDeliverySettings } from '#web/features/delivery/api/get-shop-settings.js';
import { useSlots } from '#web/features/delivery/api/get-slots.js';
import { PinCheckLine } from '#web/features/delivery/components/pin-check-line.js';
import { SlotPicker } from '#web/features/delivery/components/slot-picker.js';
import { useSlotChoiceStore } from '#web/features/delivery/slot-choice-store.js';
import { usePinCheck } from '#web/features/delivery/use-pin-check.js';
import { useMyKhata } from '#web/features/khata/api/get-my-khata.js';
import { RefusedOrders } from '#web/features/offline/components/refused-orders.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

/**
 * Spec 2.7 Checkout (/Order/Checkout): the cart, then the shipping details; guests get a Login
 * button. The shop's delivery rules join in here (API.md "Delivery area, slots"): the PIN is
 * checked as it is typed, a slot is chosen when the shop has slots, and a cart below the
 * minimum cannot go on. A shop without them looks as before.
 */
export default function CheckoutPage() {
  const t = useT();
  const server = useServerMessages();
  useDocumentTitle(t('checkout.title'));
  // Today's rates and stocks, read afresh as the page opens (use-cart-lines.ts).
  const { items, lines, ready } = useCartLines();
  const { user } = useSession();
  const navigate = useNavigate();
  const settings = useDeliverySettings();
  const pinCode = useShippingStore((s) => s.shipping.pinCode);
  const verdict = usePinCheck(pinCode);
  const hasSlots = (settings.data?.slots.length ?? 0) > 0;
  const slots = useSlots(verdict.serviceable ? (verdict.pinCode ?? undefined) : undefined, hasSlots && Boolean(user));
  const chosen = useSlotChoiceStore((s) => s.slot);
  const shipping = useShippingStore((s) => s.shipping);
  const setField = useShippingStore((s) => s.setField);
  // An empty mobile number starts as the shopper's verified one (API.md "Phone first"), once as the
  // page opens: a shopper who clears it means to type another, and a saved address fills over it.
  const verifiedMobile = user?.mobile ?? null;
  const mobileEmpty = shipping.mobileNumber === '';
  const mobileOffered = useRef(false);
  useEffect(() => {
    if (mobileOffered.current || !verifiedMobile) return;
    mobileOffered.current = true;
    if (mobileEmpty) setField('mobileNumber', verifiedMobile);
  }, [verifiedMobile, mobileEmpty, setField]);
  const [saving, setSaving] = useState({ save: false, label: '' });
  // Credit is offered from the shopper's khata (their limit and the credit still free), read only in a shop that takes it.
  const khata = useMyKhata(Boolean(user) && shopTakesCredit(settings.data));
  const offered = offeredMethods(settings.data, creditLimitOf(khata, user));
  const chosenMethod = usePaymentChoiceStore((s) => s.method);
  const choosePayment = usePaymentChoiceStore((s) => s.choose);
  const note = usePackingWishesStore((s) => s.note);
  // The shop's delivery charge and a coupon applied earlier in this visit (decision 0063).
  const offer = useOfferTotals(lines);

  if (items.length === 0) {
    return (
      <div className="page page--center">
        <h1>{t('checkout.title')}</h1>
        <p className="notice">{t('cart.empty')}</p>
        <Link to={webPaths.products.href()} className="button">
          {t('cart.addProducts')}
        </Link>
      </div>
    );
  }

  const minOrderAmount = settings.data?.minOrderAmount ?? 0;
  // A slot counts while the shop still offers it open; one that filled up or passed its cut-off must be chosen again.
  const slotOpen = Boolean(chosen && slots.data?.some((slot) => slot._id === chosen._id && !slot.full));
  const deliveryProblem =
    verdict.serviceable === false && verdict.pinCode
      ? t('delivery.weDoNotDeliver', { pin: verdict.pinCode })
      : hasSlots && !slotOpen
        ? t('delivery.chooseSlot')
        : noteTooLong(note)
          ? t('checkout.noteTooLong', { max: ORDER_NOTE_MAX, over: note.trim().length - ORDER_NOTE_MAX })
          : null;

  /** A saved address fills the shipping details; the shopper may still change any field. */
  const fillFrom = (address: { address: string; city: string; pinCode: string; mobileNumber: string }) => {
    for (const field of ['address', 'city', 'pinCode', 'mobileNumber'] as const) setField(field, address[field]);
  };
  // An address the shopper asked to keep is saved on the way to the confirm page, under the
  // usual name when none was typed; a refusal is said, and the order goes on regardless.
  const proceed = async () => {
    if (saving.save) {
      try {
        await addAddress({ label: saving.label.trim() || t('addresses.defaultLabel'), ...trimShipping(shipping) });
      } catch (error) {
        window.alert(t('addresses.notSaved', { problem: server.of(error).join(' ') }));
      }
    }
    navigate(webPaths.confirmOrder.href());
  };
  // The verified mobile put in by itself does not count: the default address may still fill the form.
  const blank =
    !shipping.address && !shipping.city && !shipping.pinCode && (!shipping.mobileNumber || shipping.mobileNumber === verifiedMobile);

  return (
    <div className="page">
      <h1>{t('checkout.title')}</h1>
      <RefusedOrders />
      <div className="checkout-layout">
        <CheckoutCart minOrderAmount={minOrderAmount} totals={offer} />
        <section className="card" aria-labelledby="shipping-title">
          <h2 id="shipping-title">{t('checkout.shippingDetails')}</h2>
          {user && <SavedAddressPicker prefill={blank} onPick={fillFrom} />}
          {user ? (
            <ShippingForm
              fullName={`${user.firstName} ${user.lastName}`}
              onNext={() => void proceed()}
              pinNote={<PinCheckLine verdict={verdict} />}
              deliveryProblem={deliveryProblem}
              blocked={!ready || shortOfMinimum(lines, minOrderAmount) > 0}
              payment={
                <PaymentMethodChoice
                  offered={offered}
                  chosen={methodToSend(chosenMethod, offered)}
                  onChoose={choosePayment}
                  creditAvailable={khata.data?.available}
                />
              }
              extra={
                <>
                  <SaveAddressOption save={saving.save} label={saving.label} onChange={setSaving} />
                  {hasSlots && <SlotPicker slots={slots.data} isPending={slots.isPending} isError={slots.isError} />}
                  <PackingWishes />
                </>
              }
            />
          ) : (
            <div className="stack">
              <p>{t('checkout.loginToContinue')}</p>
              {/* After logging in, the shopper comes back here rather than to the home page. */}
              <Link to={webPaths.login.href()} state={{ from: webPaths.checkout.href() }} className="button button--block">
                {t('checkout.login')}
              </Link>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
