import { type FormEvent, type ReactNode, useState } from 'react';
import type { ShippingInfo } from '#common/schemas/orders.js';
import { useT } from '#web/i18n/i18n.js';
import type { PlainMessageId } from '#web/i18n/messages.js';
import { useShippingStore } from '../shipping-store.js';
import { fieldsBreaking, type ShippingRule, shippingProblem } from '../validate-shipping.js';

interface Field {
  name: keyof ShippingInfo;
  label: PlainMessageId;
  autoComplete: string;
  /** The input's own attributes: a PIN is 6 digits; a mobile number is typed as people write it ("+91 98765 43210"). */
  input: { type: 'text'; maxLength: number; inputMode?: 'numeric' | 'tel'; pattern?: string };
  digitsOnly?: boolean;
}

const fields: Field[] = [
  { name: 'address', label: 'checkout.address', autoComplete: 'street-address', input: { type: 'text', maxLength: 200 } },
  { name: 'city', label: 'checkout.city', autoComplete: 'address-level2', input: { type: 'text', maxLength: 200 } },
  {
    name: 'mobileNumber',
    label: 'checkout.mobileNumber',
    autoComplete: 'tel',
    input: { type: 'text', maxLength: 20, inputMode: 'tel' },
  },
  {
    name: 'pinCode',
    label: 'checkout.pinCode',
    autoComplete: 'postal-code',
    input: { type: 'text', maxLength: 6, inputMode: 'numeric', pattern: '[0-9]*' },
    digitsOnly: true,
  },
];

interface ShippingFormProps {
  fullName: string;
  onNext: () => void;
  /** Shown under the Pin Code field: the shop's answer for the PIN (the screen composes it). */
  pinNote?: ReactNode;
  /** What else stops the order once the spec's rules pass (a PIN the shop does not serve, no slot chosen). */
  deliveryProblem?: string | null;
  /** Shown after the fields, before Next: the delivery slot choice, when the shop has slots. */
  extra?: ReactNode;
  /** The order cannot go on at all (below the shop's minimum): Next is disabled, the reason is shown beside the cart. */
  blocked?: boolean;
  /** How the order is paid: the shop's choice of methods (the screen composes it); the spec's one line by default. */
  payment?: ReactNode;
}

const PROBLEM_ID = 'ship-problem';

/**
 * Spec 2.7 shipping form: read-only full name, Address, City, Mobile Number, Pin Code, Next; one
 * message at a time (spec 5), found by Next. The message leaves as soon as the shopper mends
 * what it is about (its field, or the delivery problem); the next rule speaks at the next Next.
 */
export function ShippingForm({ fullName, onNext, pinNote, deliveryProblem = null, blocked = false, extra, payment }: ShippingFormProps) {
  const t = useT();
  const shipping = useShippingStore((s) => s.shipping);
  const setField = useShippingStore((s) => s.setField);
  // What Next found: one of the spec's rules, or the shop's delivery problem of the moment.
  const [found, setFound] = useState<ShippingRule | 'delivery' | null>(null);
  const broken = found && found !== 'delivery' ? fieldsBreaking(found, shipping) : [];
  const problem = found === 'delivery' ? deliveryProblem : broken.length > 0 && found ? t(found) : null;

  const next = (event: FormEvent) => {
    event.preventDefault();
    const rule = shippingProblem(shipping) ?? (deliveryProblem ? 'delivery' : null);
    setFound(rule);
    if (!rule && !blocked) onNext();
  };

  return (
    <form className="shipping-form" onSubmit={next} noValidate>
      <div className="field">
        <label htmlFor="ship-full-name">{t('checkout.fullName')}</label>
        <input id="ship-full-name" type="text" value={fullName} readOnly />
      </div>
      {fields.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`ship-${field.name}`}>{t(field.label)}</label>
          <input
            id={`ship-${field.name}`}
            name={field.name}
            autoComplete={field.autoComplete}
            value={shipping[field.name]}
            onChange={(e) => setField(field.name, field.digitsOnly ? e.target.value.replace(/\D/g, '') : e.target.value)}
            aria-invalid={broken.includes(field.name) || undefined}
            aria-describedby={broken.includes(field.name) ? PROBLEM_ID : undefined}
            {...field.input}
          />
          {field.name === 'pinCode' && pinNote}
        </div>
      ))}
      {extra}
      {problem && (
        <p id={PROBLEM_ID} className="error-box" role="alert">
          {problem}
        </p>
      )}
      {payment ?? <p className="muted">{t('checkout.paymentNote')}</p>}
      <button type="submit" className="button button--block" disabled={blocked}>
        {t('checkout.next')}
      </button>
    </form>
  );
}
