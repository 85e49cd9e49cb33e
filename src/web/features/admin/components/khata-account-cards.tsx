import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { formatRupees } from '#common/money.js';
import { telHref } from '#common/phone-links.js';
import type { KhataAccount } from '#common/schemas/khata.js';
import { useFormat } from '#web/i18n/format.js';
import { useOwnerKhataTexts } from '#web/i18n/owner-khata-texts.js';
import { DaysBadge, holderOf } from './khata-accounts-table.js';

/**
 * Who owes, on a phone: one card a customer instead of the table's five columns (as the orders
 * list does, decision 0041), so nothing scrolls sideways at 360 px. The name leads to the khata;
 * what is owed and the days first, then the limit, the oldest unpaid date and a tap-to-call mobile.
 */
export function KhataAccountCards({ accounts }: { accounts: readonly KhataAccount[] }) {
  const k = useOwnerKhataTexts().list;
  const { date } = useFormat();
  return (
    <ul className="order-cards">
      {accounts.map(({ user, balance, limit, oldestUnpaidAt, days }) => {
        const state = holderOf(user);
        return (
          <li key={user._id} className="order-card">
            <div className="order-card__head">
              <Link to={adminWebPaths.khataAccount.href(user._id)} state={state} className="order-card__number">
                {state.name}
              </Link>
              <DaysBadge days={days} />
            </div>
            <p className="order-card__who">
              <span>{k.columns.balance}</span>
              <span className="order-card__amount admin-khata__owed">{formatRupees(balance)}</span>
            </p>
            <p className="order-card__meta">
              {k.columns.limit}: {formatRupees(limit)} · {k.columns.since}: <time dateTime={oldestUnpaidAt}>{date(oldestUnpaidAt)}</time>
            </p>
            {user.mobile && (
              <a className="order-card__mobile" href={telHref(user.mobile)}>
                {user.mobile}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
