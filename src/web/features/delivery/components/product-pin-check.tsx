import { useId, useState } from 'react';
import { useT } from '#web/i18n/i18n.js';
import { usePinCheck } from '../use-pin-check.js';
import { PinCheckLine } from './pin-check-line.js';

/** "Check delivery" on the product page: a PIN field and the shop's answer, before anything is in the cart. */
export function ProductPinCheck() {
  const t = useT();
  const [pinCode, setPinCode] = useState('');
  const verdict = usePinCheck(pinCode);
  const fieldId = useId();
  const answerId = useId();
  return (
    <section className="product-pin-check" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="product-pin-check__title">
        {t('delivery.checkDelivery')}
      </h2>
      <div className="field">
        <label htmlFor={fieldId}>{t('checkout.pinCode')}</label>
        <input
          id={fieldId}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          autoComplete="postal-code"
          value={pinCode}
          aria-describedby={answerId}
          onChange={(e) => setPinCode(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <PinCheckLine verdict={verdict} id={answerId} />
    </section>
  );
}
