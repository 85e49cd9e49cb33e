import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Collected } from '#common/constants.js';
import type { RiderOrder } from '#common/schemas/riders.js';
import { useServerMessages } from '#web/i18n/i18n.js';
import { type RiderTexts, useRiderTexts } from '#web/i18n/rider-texts.js';
import type { ApiError } from '#web/lib/api-client.js';
import { useRiderUpi } from '../api/get-rider-upi.js';
import { atTheDoor, formatDoorAmount } from '../at-the-door.js';

interface Choice {
  collected: Collected;
  label: string;
  /** UPI shows the order's QR code first; the rider confirms once the shopper has paid. */
  upi?: boolean;
}

/** What the rider may say was collected: nothing on a Credit or paid order; else cash, UPI or nothing. */
function choicesFor(order: RiderOrder, t: RiderTexts): Choice[] {
  const door = atTheDoor(order);
  if (door === 'credit') return [{ collected: 'None', label: t.creditCollected }];
  if (door === 'paid') return [{ collected: 'None', label: t.paid }];
  return [
    { collected: 'Cash', label: t.cash },
    { collected: 'UPI', label: t.upi, upi: true },
    { collected: 'None', label: t.notPaid },
  ];
}

const CODE = /^\d{4}$/;

/**
 * The second tap of a delivery (decision 0058): the shopper's 4-digit code, then what was
 * collected, which sends it. A refusal shows the shop's message and puts the rider back on the
 * code, which is kept.
 */
export function DeliverStep({
  order,
  problem,
  onDeliver,
  onClose,
}: {
  order: RiderOrder;
  /** A refusal of this delivery sent earlier from the queue. */
  problem: ApiError | undefined;
  onDeliver: (code: string, collected: Collected) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useRiderTexts();
  const server = useServerMessages();
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [upiShown, setUpiShown] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string[] | null>(problem ? server.of(problem) : null);
  const choices = choicesFor(order, t);
  const upi = useRiderUpi(order._id, upiShown);

  useEffect(() => codeRef.current?.focus(), []);

  const codeReady = (): boolean => {
    if (CODE.test(code.trim())) return true;
    setError([t.codeNeeded]);
    codeRef.current?.focus();
    return false;
  };

  const send = async (collected: Collected) => {
    if (!codeReady() || sending) return;
    setSending(true);
    setError(null);
    try {
      await onDeliver(code.trim(), collected);
    } catch (refusal) {
      setError(server.of(refusal));
      setSending(false);
      setUpiShown(false);
      codeRef.current?.focus();
    }
  };

  const choose = (choice: Choice) => {
    if (!choice.upi) return void send(choice.collected);
    if (codeReady()) {
      setError(null);
      setUpiShown(true);
    }
  };

  // Enter in the code field: the one choice when there is only one.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [only] = choices;
    if (choices.length === 1 && only) void send(only.collected);
  };

  const errorId = `${id}-error`;
  return (
    <form className="deliver-step" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="deliver-step__title">
        {t.deliverTitle(order.orderNumber)}
      </h3>
      <label htmlFor={`${id}-code`}>{t.code}</label>
      <input
        ref={codeRef}
        id={`${id}-code`}
        className="deliver-step__code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{4}"
        maxLength={4}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
      />
      <p id={`${id}-hint`} className="deliver-step__hint">
        {t.codeHint}
      </p>
      <div role="alert" id={errorId} className="deliver-step__error">
        {error?.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {upiShown ? (
        <div className="deliver-step__upi">
          {upi.isPending && <p>{t.upiLoading}</p>}
          {upi.isError && <p className="deliver-step__error">{t.upiFailed}</p>}
          {upi.data && (
            <>
              <img src={upi.data.qr} alt={t.upiAlt(formatDoorAmount(upi.data.amount), order.orderNumber)} width={240} height={240} />
              <p>{t.upiScan}</p>
            </>
          )}
          <button type="button" className="button button--large button--block" disabled={sending} onClick={() => void send('UPI')}>
            {sending ? t.sending : t.confirm}
          </button>
          <button type="button" className="button button--outline button--block" disabled={sending} onClick={() => setUpiShown(false)}>
            {t.cancel}
          </button>
        </div>
      ) : (
        <fieldset className="deliver-step__choices" disabled={sending}>
          <legend>{t.collected}</legend>
          {choices.map((choice) => (
            <button
              key={choice.label}
              type="button"
              className={`button button--large${choice.collected === 'None' && choices.length > 1 ? ' button--outline' : ''}`}
              onClick={() => choose(choice)}
            >
              {choice.label}
            </button>
          ))}
          <button type="button" className="button button--outline deliver-step__back" onClick={onClose}>
            {t.cancel}
          </button>
        </fieldset>
      )}
      {sending && !upiShown && <p className="deliver-step__sending">{t.sending}</p>}
    </form>
  );
}
