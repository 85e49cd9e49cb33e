import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CANCEL_REASON_MAX } from '#common/constants.js';
import type { Order } from '#common/schemas/orders.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { Popup } from '#web/components/popup.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import { useCancelOrder } from '../api/cancel-order.js';

/**
 * API.md "Order lifecycle": "Cancel Order" while the order is Processing, then a confirm step
 * (the shop's Popup) with an optional reason of at most 200 characters. The shop's refusal
 * (409 ORDER_NOT_CANCELLABLE: it was shipped meanwhile) is shown inside the dialog, which stays
 * open even though the order, refreshed, no longer offers the button.
 */
export function CancelOrder({ order }: { order: Pick<Order, '_id' | 'status'> }) {
  const t = useT();
  const server = useServerMessages();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const cancel = useCancelOrder();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const formId = useId();
  const reasonId = useId();
  const countId = useId();

  // The button that opened the dialog is gone: the focus goes to the news instead. An effect, not
  // a frame callback: React runs the Popup's own effect (which closes the <dialog>, and the browser
  // then hands the focus back to the opener) first, so this focus always comes last.
  useEffect(() => {
    if (done && !open) doneRef.current?.focus();
  }, [done, open]);

  const close = () => {
    setOpen(false);
    cancel.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    cancel.mutate(
      { id: order._id, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          setDone(true);
        },
      },
    );
  };

  const cancellable = order.status === 'Processing';
  return (
    <>
      {cancellable && (
        <button
          type="button"
          className="button button--small button--danger"
          onClick={() => {
            setDone(false);
            setOpen(true);
          }}
        >
          {t('orders.cancelOrder')}
        </button>
      )}
      {/* The live region is there while the order can be cancelled, so the news of the cancel is read out. */}
      {(cancellable || open || done) && (
        <p ref={doneRef} tabIndex={-1} role="status" className="cancel-order__done">
          {done ? t('orders.cancelDone') : ''}
        </p>
      )}
      <Popup
        open={open}
        title={t('orders.cancelTitle')}
        onClose={close}
        actions={
          <>
            <button type="submit" form={formId} className="button button--danger" disabled={cancel.isPending} aria-busy={cancel.isPending}>
              {cancel.isPending ? t('orders.cancelling') : t('orders.cancelOrder')}
            </button>
            <button type="button" className="button button--outline" onClick={close}>
              {t('orders.keepOrder')}
            </button>
          </>
        }
      >
        <form id={formId} className="cancel-order__form" onSubmit={submit}>
          <p>{t('orders.cancelText')}</p>
          <div className="field">
            <label htmlFor={reasonId}>{t('orders.cancelReason')}</label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={CANCEL_REASON_MAX}
              value={reason}
              aria-describedby={countId}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={countId} className="cancel-order__count">
              {t('orders.reasonCount', { used: reason.length, max: CANCEL_REASON_MAX })}
            </p>
          </div>
          {cancel.isError && <ErrorLines messages={server.of(cancel.error)} />}
        </form>
      </Popup>
    </>
  );
}
