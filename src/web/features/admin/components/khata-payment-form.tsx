import { type FormEvent, useId, useState } from 'react';
import { PAID_METHODS, type PaidMethod } from '#common/constants.js';
import { formatRupees } from '#common/money.js';
import { PAYMENT_REFERENCE_MAX } from '#common/schemas/payments.js';
import { useOwnerKhataTexts } from '#web/i18n/owner-khata-texts.js';
import type { KhataPayment } from '../api/record-khata-payment.js';
import { paymentAmountOf } from '../validate-khata.js';

/**
 * Money received against a shopper's khata (POST /api/admin/khata/:userId/payments): the amount,
 * Cash or UPI, an optional reference. An amount that is not more than ₹ 0, has more than two
 * decimals or passes the balance is said beside the field, nothing sent; the form empties once
 * the payment is recorded (the page gives it a new key).
 */
export function KhataPaymentForm({
  balance,
  busy,
  onRecord,
}: {
  balance: number;
  busy: boolean;
  onRecord: (payment: KhataPayment) => void;
}) {
  const k = useOwnerKhataTexts().account;
  const id = useId();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaidMethod>('Cash');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rupees = paymentAmountOf(amount);
    const refused = rupees === null ? k.amountInvalid : rupees > balance ? k.amountAbove(formatRupees(balance)) : null;
    setProblem(refused);
    if (refused || rupees === null) return;
    onRecord({ amount: rupees, method, reference });
  };

  return (
    <form className="admin-payment__form admin-khata__form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-amount`}>{k.amount}</label>
        <input
          id={`${id}-amount`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-amount-problem ${id}-amount-hint` : `${id}-amount-hint`}
        />
        <p id={`${id}-amount-hint`} className="field__hint">
          {k.amountHint(formatRupees(balance))}
        </p>
        {problem && (
          <p id={`${id}-amount-problem`} className="field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <fieldset className="admin-payment__methods">
        <legend>{k.received}</legend>
        {PAID_METHODS.map((option) => (
          <label key={option} className="admin-payment__method">
            <input type="radio" name={`${id}-method`} value={option} checked={method === option} onChange={() => setMethod(option)} />
            {k.methods[option]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-reference`}>{k.reference}</label>
        <input
          id={`${id}-reference`}
          type="text"
          maxLength={PAYMENT_REFERENCE_MAX}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          aria-describedby={`${id}-reference-hint`}
        />
        <p id={`${id}-reference-hint`} className="field__hint">
          {k.referenceHint}
        </p>
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {k.record}
        </button>
      </div>
    </form>
  );
}
