import { Link } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '#common/constants.js';
import type { StatusCounts } from '#common/schemas/orders.js';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';

/** The address's word for the All tab (`?status=All`): no status opens on Processing (decision 0041). */
export const ALL_ORDERS = 'All';

/**
 * All / Processing / Shipped / Delivered / Cancelled above the orders, each with how many orders
 * it holds under the other filters, in the language shown. Links, so each tab has its own address (back and forward
 * step through them); the one shown is the current one. Counts are left out until they are known.
 */
export function OrderStatusTabs({
  current,
  counts,
  hrefOf,
}: {
  current: OrderStatus | undefined;
  counts: StatusCounts | undefined;
  hrefOf: (status: OrderStatus | undefined) => string;
}) {
  const t = useOwnerTexts().orders;
  const all = counts && Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs: { status: OrderStatus | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: t.all, count: all },
    ...ORDER_STATUSES.map((status) => ({ status, label: t.status[status], count: counts?.[status] })),
  ];
  return (
    <nav className="status-tabs" aria-label={t.statuses}>
      <ul>
        {tabs.map(({ status, label, count }) => (
          <li key={label}>
            <Link
              to={{ search: hrefOf(status) }}
              className={`status-tabs__tab${status === current ? ' is-current' : ''}`}
              aria-current={status === current ? 'true' : undefined}
            >
              {label}
              {/* A space for the link's name ("Shipped 3"); the flex gap draws it. */}
              {count !== undefined && (
                <>
                  {' '}
                  <span className="status-tabs__count">{count}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
