import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { formatRupees } from '#common/money.js';
import { telHref } from '#common/phone-links.js';
import type { KhataAccount } from '#common/schemas/khata.js';
import { useFormat } from '#web/i18n/format.js';
import { useOwnerKhataTexts } from '#web/i18n/owner-khata-texts.js';
import { AdminTable } from './admin-table.js';

/** A debt this old (days) is marked: a month is when a shop's khata usually asks to be settled. */
const LONG_UNPAID_DAYS = 30;

/** What the account's link carries, so its page is titled with the name before anything is read. */
export interface KhataHolderState {
  userId: string;
  name: string;
}

/** The customer's name, and what their khata's link carries. */
export function holderOf(user: KhataAccount['user']): KhataHolderState {
  return { userId: user._id, name: `${user.firstName} ${user.lastName}`.trim() };
}

/** How long the oldest unpaid order has waited, marked once it is long. */
export function DaysBadge({ days }: { days: number }) {
  const k = useOwnerKhataTexts().list;
  return (
    <span className={days >= LONG_UNPAID_DAYS ? 'admin-khata__days admin-khata__days--long' : 'admin-khata__days'}>{k.days(days)}</span>
  );
}

/**
 * The owner's list of who owes (GET /api/admin/khata) on a wide screen: the customer (a link to
 * their khata), a number to call, what they owe, their limit and how long the oldest unpaid order
 * has waited.
 */
export function KhataAccountsTable({ accounts }: { accounts: readonly KhataAccount[] }) {
  const k = useOwnerKhataTexts().list;
  const { date } = useFormat();
  const c = k.columns;
  return (
    <AdminTable columns={[c.customer, c.mobile, c.balance, c.limit, c.since]}>
      {accounts.map(({ user, balance, limit, oldestUnpaidAt, days }) => {
        const state = holderOf(user);
        return (
          <tr key={user._id}>
            <th scope="row">
              <Link to={adminWebPaths.khataAccount.href(user._id)} state={state}>
                {state.name}
              </Link>
            </th>
            <td>{user.mobile ? <a href={telHref(user.mobile)}>{user.mobile}</a> : '–'}</td>
            <td className="admin-khata__money admin-khata__owed">{formatRupees(balance)}</td>
            <td className="admin-khata__money">{formatRupees(limit)}</td>
            <td className="admin-khata__since">
              <time dateTime={oldestUnpaidAt}>{date(oldestUnpaidAt)}</time> <DaysBadge days={days} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
