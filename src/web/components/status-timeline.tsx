import { useId } from 'react';
import type { StatusChanger } from '#common/constants.js';
import type { Order } from '#common/schemas/orders.js';
import { useFormat } from '#web/i18n/format.js';
import { StatusBadge } from './status-badge.js';

interface StatusTimelineProps {
  order: Pick<Order, 'statusHistory' | 'cancelReason'>;
  /** The heading ('Status History'). */
  title: string;
  /** Who made a change, in the reader's words: "You"/"Shop" for the shopper, "Customer"/"Admin"/"System" for the owner. */
  by: Record<StatusChanger, string>;
  /** The word before who made it, for screen readers ('by'). */
  changedBy: string;
  /** The label of a cancelled order's reason ('Reason'). */
  reasonLabel: string;
}

/**
 * API.md "Order lifecycle": an order's history, oldest first, as an ordered list: the status,
 * when (India's time) and by whom. The cancel's reason, when one was given, sits under the Cancelled step.
 */
export function StatusTimeline({ order, title, by, changedBy, reasonLabel }: StatusTimelineProps) {
  const { dateTime } = useFormat();
  const titleId = useId();
  return (
    <section className="card status-timeline" aria-labelledby={titleId}>
      <h2 id={titleId} className="status-timeline__title">
        {title}
      </h2>
      <ol className="status-timeline__steps">
        {order.statusHistory.map((change) => (
          <li key={`${change.status}-${change.at}`} className="status-timeline__step">
            <StatusBadge status={change.status} />
            <span className="status-timeline__when">
              <time dateTime={change.at}>{dateTime(change.at)}</time>
              <span className="status-timeline__by">
                <span className="visually-hidden">{changedBy} </span>
                {by[change.by]}
              </span>
            </span>
            {change.status === 'Cancelled' && order.cancelReason && (
              <p className="status-timeline__reason">
                <strong>{reasonLabel}:</strong> {order.cancelReason}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
