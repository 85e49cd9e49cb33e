import { useId, useState } from 'react';
import { texts } from '#web/i18n/texts.js';
import { usePinCheck } from '../use-pin-check.js';
import { PinCheckLine } from './pin-check-line.js';

/** "Check delivery" on the product page: a PIN field and the shop's answer, before anything is in the cart. */
export function ProductPinCheck() {
  const [pinCode, setPinCode] = useState('');
  const verdict = usePinCheck(pinCode);
  const fieldId = useId();
  const answerId = useId();
  return (
    <section className="product-pin-check" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="product-pin-check__title">
        {texts.delivery.checkDelivery}
      </h2>
      <div className="field">
        <label htmlFor={fieldId}>{texts.checkout.pinCode}</label>
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
