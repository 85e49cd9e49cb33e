import { type FormEvent, useState } from 'react';
import type { ShippingInfo } from '#common/schemas/orders.js';
import { texts } from '#web/i18n/texts.js';
import { useShippingStore } from '../shipping-store.js';
import { shippingProblem } from '../validate-shipping.js';

const fields: { name: keyof ShippingInfo; label: string; numeric?: number; autoComplete: string }[] = [
  { name: 'address', label: texts.checkout.address, autoComplete: 'street-address' },
  { name: 'city', label: texts.checkout.city, autoComplete: 'address-level2' },
  { name: 'mobileNumber', label: texts.checkout.mobileNumber, numeric: 10, autoComplete: 'tel-national' },
  { name: 'pinCode', label: texts.checkout.pinCode, numeric: 6, autoComplete: 'postal-code' },
];

/** Spec 2.7 shipping form: read-only full name, Address, City, Mobile Number, Pin Code, Next; one message at a time (spec 5). */
export function ShippingForm({ fullName, onNext }: { fullName: string; onNext: () => void }) {
  const shipping = useShippingStore((s) => s.shipping);
  const setField = useShippingStore((s) => s.setField);
  const [problem, setProblem] = useState<string | null>(null);

  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = shippingProblem(shipping);
    setProblem(found);
    if (!found) onNext();
  };

  return (
    <form className="shipping-form" onSubmit={next} noValidate>
      <div className="field">
        <label htmlFor="ship-full-name">{texts.checkout.fullName}</label>
        <input id="ship-full-name" type="text" value={fullName} readOnly />
      </div>
      {fields.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`ship-${field.name}`}>{field.label}</label>
          <input
            id={`ship-${field.name}`}
            type="text"
            name={field.name}
            autoComplete={field.autoComplete}
            value={shipping[field.name]}
            onChange={(e) => setField(field.name, field.numeric ? e.target.value.replace(/\D/g, '') : e.target.value)}
            {...(field.numeric ? { inputMode: 'numeric' as const, maxLength: field.numeric, pattern: '[0-9]*' } : { maxLength: 200 })}
          />
        </div>
      ))}
      {problem && (
        <p className="error-box" role="alert">
          {problem}
        </p>
      )}
      <p className="muted">{texts.checkout.paymentNote}</p>
      <button type="submit" className="button button--block">
        {texts.checkout.next}
      </button>
    </form>
  );
}
