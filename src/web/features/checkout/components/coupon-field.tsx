import { type FormEvent, useId, useState } from 'react';
import { useFormat } from '#web/i18n/format.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import { useCouponStore } from '../coupon-store.js';

/**
 * The confirm page's coupon (API.md "Offers and the delivery charge"): a code and Apply; once
 * the shop says it applies, the discount it takes off and Remove; when it does not, the shop's
 * reason beside the field (an alert the field points to) and Remove. The totals follow on their
 * own (use-offer-totals.ts).
 */
export function CouponField({
  coupon,
  discount,
  refusal,
  checking,
}: {
  /** The applied code as the shop keeps it, once it applies. */
  coupon: string | null;
  discount: number;
  /** Why the shop refused the code (the check's or the order's 409 COUPON_INVALID). */
  refusal: unknown;
  checking: boolean;
}) {
  const t = useT();
  const server = useServerMessages();
  const { money } = useFormat();
  const id = useId();
  const applied = useCouponStore((s) => s.code);
  const { apply, remove } = useCouponStore.getState();
  const [typed, setTyped] = useState(applied ?? '');
  const message = refusal ? server.of(refusal).join(' ') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) apply(typed);
  };
  const drop = () => {
    remove();
    setTyped('');
  };

  return (
    <form className="coupon-field card" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-code`}>{t('offers.couponCode')}</label>
        <div className="coupon-field__row">
          <input
            id={`${id}-code`}
            type="text"
            name="coupon"
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : coupon ? `${id}-applied` : undefined}
          />
          <button type="submit" className="button button--small" disabled={checking || !typed.trim()}>
            {t('offers.apply')}
          </button>
          {applied !== null && (
            <button type="button" className="button button--small button--outline" onClick={drop}>
              {t('offers.remove')}
            </button>
          )}
        </div>
        {checking && (
          <p className="field__hint" role="status">
            {t('offers.checking')}
          </p>
        )}
        {message && (
          <p id={`${id}-error`} className="error-box" role="alert">
            {message}
          </p>
        )}
        {coupon && !message && (
          <p id={`${id}-applied`} className="coupon-field__applied" role="status">
            {t('offers.couponLine', { code: coupon, amount: money(discount) })}
          </p>
        )}
      </div>
    </form>
  );
}
