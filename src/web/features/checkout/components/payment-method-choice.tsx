import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import type { CheckoutMethod } from '../payment-choice.js';

const LABELS = { Cash: 'checkout.payCash', UPI: 'checkout.payUpi', Credit: 'checkout.payCredit' } as const;
const NOTES = { Cash: 'checkout.paymentNote', UPI: 'checkout.paymentNoteUpi', Credit: 'checkout.paymentNoteCredit' } as const;

/**
 * The ways the shop takes money, as a radio group, when it takes more than one; a shop taking
 * only cash keeps the specification's one line ('Payment: Cash On Delivery'). Credit says how
 * much of the shopper's limit is still free (`creditAvailable`, rupees; unknown without a
 * network): the shop refuses an order past it.
 */
export function PaymentMethodChoice({
  offered,
  chosen,
  onChoose,
  creditAvailable,
}: {
  offered: readonly CheckoutMethod[];
  chosen: CheckoutMethod;
  onChoose: (method: CheckoutMethod) => void;
  creditAvailable?: number;
}) {
  const t = useT();
  const { money } = useFormat();
  const hint = (method: CheckoutMethod) =>
    method === 'Credit' ? (
      <>
        {t('checkout.payCreditHint')}
        {creditAvailable !== undefined && (
          <strong className="payment-choice__credit">{t('checkout.creditAvailable', { available: money(creditAvailable) })}</strong>
        )}
      </>
    ) : (
      t(method === 'UPI' ? 'checkout.payUpiHint' : 'checkout.payCashHint')
    );
  const only = offered.length < 2 ? (offered[0] ?? 'Cash') : null;
  if (only) {
    return (
      <p className="muted">
        {t(NOTES[only])}
        {only === 'Credit' && <span className="payment-choice__hint">{hint(only)}</span>}
      </p>
    );
  }
  return (
    <fieldset className="payment-choice">
      <legend>{t('checkout.paymentMethod')}</legend>
      {offered.map((method) => (
        <label key={method} className="payment-choice__option">
          <input type="radio" name="paymentMethod" value={method} checked={chosen === method} onChange={() => onChoose(method)} />
          <span className="payment-choice__text">
            <span className="payment-choice__label">{t(LABELS[method])}</span>
            <span className="payment-choice__hint">{hint(method)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
