import { useRef } from 'react';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useRiderTexts } from '#web/i18n/rider-texts.js';
import { useDeliveryRun } from '../use-delivery-run.js';
import { RiderStop } from './rider-stop.js';

/** "14:05" in India's time: when the kept list was read. */
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The rider's stops in slot order, what happened to the last delivery, and the offline state (decision 0058). */
export function RiderRunView({ riderId }: { riderId: string }) {
  const t = useRiderTexts();
  const { run, waiting, problems, notice, deliver } = useDeliveryRun(riderId);
  const noticeRef = useRef<HTMLDivElement>(null);
  const orders = run.data?.orders ?? [];

  return (
    <div className="page rider-run">
      <h1>{t.title}</h1>
      {run.data?.offline && (
        <p className="rider-run__offline" role="status">
          {t.offline(timeFormat.format(new Date(run.data.at)))}
        </p>
      )}
      <div className="rider-run__notice" role="status" aria-live="polite" ref={noticeRef} tabIndex={-1}>
        {notice && (
          <p className={`rider-run__said rider-run__said--${notice.kind}`}>
            {notice.kind === 'delivered' ? t.done(notice.orderNumber) : t.queued(notice.orderNumber)}
          </p>
        )}
      </div>
      {run.isPending && <LoadingOverlay label={t.loading} />}
      {run.isError && (
        <div className="notice notice--error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="button" onClick={() => void run.refetch()}>
            {t.tryAgain}
          </button>
        </div>
      )}
      {run.data && (
        <>
          <p className="rider-run__count">{orders.length === 0 ? t.none : t.count(orders.length)}</p>
          <ol className="rider-run__stops">
            {orders.map((order) => (
              <li key={order._id}>
                <RiderStop
                  order={order}
                  waiting={waiting.has(order._id)}
                  problem={problems[order._id]}
                  onDeliver={async (stop, code, collected) => {
                    await deliver(stop, code, collected);
                    // The stop (and the focus in it) is gone: the rider hears and sees what happened.
                    noticeRef.current?.focus();
                  }}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
