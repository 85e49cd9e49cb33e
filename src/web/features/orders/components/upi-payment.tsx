import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Order } from '#common/schemas/orders.js';
import { useFormat } from '#web/i18n/format.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import { shopSettingsQueryOptions } from '#web/lib/shop-settings.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import { useOrderUpi } from '../api/get-order-upi.js';
import { useReportPayment } from '../api/report-payment.js';
import { payableByUpi, utrOf } from '../payable.js';

/** A phone, where a UPI app can open the link; a computer scans the QR code with one instead. */
const PHONE = '(max-width: 47.99em), (pointer: coarse)';

/**
 * Paying an order by UPI (API.md "Getting paid"): the QR code any UPI app scans, the amount, the
 * "Pay by UPI app" link on phones, and the UTR the shopper paid with, for the shop to check. A
 * UPI order shows it open; a Cash order offers it folded, for paying before the door.
 */
export function UpiPayment({ order }: { order: Order }) {
  const t = useT();
  const settings = useQuery(shopSettingsQueryOptions());
  const payable = payableByUpi(order, settings.data);
  if (!payable) return null;
  if (order.paymentMethod === 'UPI') {
    return (
      <section className="card upi-pay" aria-labelledby={`upi-${order._id}`}>
        <h2 id={`upi-${order._id}`} className="upi-pay__title">
          {t('payment.payByUpi')}
        </h2>
        <UpiPanel order={order} />
      </section>
    );
  }
  return (
    <details className="card upi-pay">
      <summary className="upi-pay__title">{t('payment.payNowByUpi')}</summary>
      <UpiPanel order={order} />
    </details>
  );
}

function UpiPanel({ order }: { order: Order }) {
  const t = useT();
  const { money } = useFormat();
  const phone = useMediaQuery(PHONE);
  const upi = useOrderUpi(order._id, true);
  if (upi.isPending) return <p className="muted">{t('payment.qrLoading')}</p>;
  if (upi.isError) return <p className="notice notice--error">{t('payment.qrFailed')}</p>;
  const amount = money(upi.data.amount);
  return (
    <div className="upi-pay__body">
      <p className="upi-pay__amount">
        {t('payment.amount')}: <strong>{amount}</strong>
      </p>
      <img
        className="upi-pay__qr"
        src={upi.data.qr}
        alt={t('payment.qrAlt', { amount, number: order.orderNumber })}
        width={240}
        height={240}
      />
      <p className="muted upi-pay__scan">{t('payment.scan')}</p>
      {phone && (
        <a className="button button--block upi-pay__app" href={upi.data.link}>
          {t('payment.openApp')}
        </a>
      )}
      <UtrForm order={order} />
    </div>
  );
}

/** The UTR field: 12 digits (spaces as an app shows them are fine), checked before sending; the shop's refusal in its words. */
function UtrForm({ order }: { order: Order }) {
  const t = useT();
  const server = useServerMessages();
  const id = useId();
  const report = useReportPayment();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reported = order.payment.reportedReference;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const utr = utrOf(text);
    if (!utr) {
      setProblem(t('payment.utrInvalid'));
      return;
    }
    setProblem(null);
    report.mutate(
      { id: order._id, reference: utr },
      { onSuccess: () => setText(''), onError: (error) => setProblem(server.of(error).join(' ')) },
    );
  };

  return (
    <form className="upi-pay__utr" onSubmit={submit} noValidate>
      {reported && (
        <p className="upi-pay__reported" role="status">
          {t('payment.utrReported', { utr: reported })}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-utr`}>{reported ? t('payment.utrChange') : t('payment.utrLabel')}</label>
        <input
          id={`${id}-utr`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        />
        {problem ? (
          <p id={`${id}-problem`} className="field__error" role="alert">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className="field__hint">
            {t('payment.utrHint')}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={report.isPending}>
        {t('payment.utrSend')}
      </button>
    </form>
  );
}
