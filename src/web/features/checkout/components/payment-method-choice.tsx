import { useT } from '#web/i18n/i18n.js';
import type { CheckoutMethod } from '../payment-choice.js';

const LABELS = { Cash: 'checkout.payCash', UPI: 'checkout.payUpi' } as const;
const HINTS = { Cash: 'checkout.payCashHint', UPI: 'checkout.payUpiHint' } as const;

/**
 * The ways the shop takes money, as a radio group, when it takes more than one; a shop taking
 * only cash keeps the specification's one line ('Payment: Cash On Delivery').
 */
export function PaymentMethodChoice({
  offered,
  chosen,
  onChoose,
}: {
  offered: readonly CheckoutMethod[];
  chosen: CheckoutMethod;
  onChoose: (method: CheckoutMethod) => void;
}) {
  const t = useT();
  if (offered.length < 2) {
    return <p className="muted">{offered[0] === 'UPI' ? t('checkout.paymentNoteUpi') : t('checkout.paymentNote')}</p>;
  }
  return (
    <fieldset className="payment-choice">
      <legend>{t('checkout.paymentMethod')}</legend>
      {offered.map((method) => (
        <label key={method} className="payment-choice__option">
          <input type="radio" name="paymentMethod" value={method} checked={chosen === method} onChange={() => onChoose(method)} />
          <span className="payment-choice__text">
            <span className="payment-choice__label">{t(LABELS[method])}</span>
            <span className="payment-choice__hint">{t(HINTS[method])}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
