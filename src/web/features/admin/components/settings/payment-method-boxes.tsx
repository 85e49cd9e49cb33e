import type { PaymentMethod } from '#common/constants.js';
import { useOwnerPaymentTexts } from '#web/i18n/owner-payment-texts.js';
import { FieldNotes, fieldAria } from './settings-field.js';

/** The methods the owner ticks here, in this order; Credit is offered only to shoppers given a credit limit. */
const BOXES = ['Cash', 'UPI', 'Credit'] as const;

/**
 * The ways shoppers may pay, one checkbox each, in a group named for them; the server's
 * messages about the list (none ticked) beside it, as for the other fields. In the owner's
 * language, with the rest of the Payments section (decision 0047).
 */
export function PaymentMethodBoxes({
  methods,
  problems = [],
  onChange,
}: {
  methods: readonly PaymentMethod[];
  problems?: readonly string[] | undefined;
  onChange: (methods: PaymentMethod[]) => void;
}) {
  const t = useOwnerPaymentTexts().settings;
  const id = 'settings-paymentMethods';
  const aria = fieldAria(id, t.paymentMethodsHint, problems);
  const toggle = (method: PaymentMethod, on: boolean) => {
    const next = on ? [...methods, method] : methods.filter((m) => m !== method);
    // In the boxes' order, whatever order they were ticked in; anything not offered here stays.
    onChange([...BOXES.filter((m) => next.includes(m)), ...next.filter((m) => !(BOXES as readonly string[]).includes(m))]);
  };
  return (
    <fieldset className="settings-group payment-boxes" aria-describedby={aria['aria-describedby']} aria-invalid={aria['aria-invalid']}>
      <legend>{t.paymentMethods}</legend>
      {BOXES.map((method) => (
        <label key={method} className="payment-boxes__option">
          <input type="checkbox" checked={methods.includes(method)} onChange={(e) => toggle(method, e.target.checked)} />
          {t.paymentMethodNames[method]}
        </label>
      ))}
      <FieldNotes id={id} hint={t.paymentMethodsHint} problems={problems} />
    </fieldset>
  );
}
