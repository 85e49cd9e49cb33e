import { formatRupees, toPaise, toRupees } from '#common/money.js';
import { useKhataAccounts } from '#web/features/admin/api/get-khata-accounts.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { KhataAccountCards } from '#web/features/admin/components/khata-account-cards.js';
import { KhataAccountsTable } from '#web/features/admin/components/khata-accounts-table.js';
import { ListSummary } from '#web/features/admin/components/lists/list-summary.js';
import { useOwnerKhataTexts } from '#web/i18n/owner-khata-texts.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import '../../styles/admin-khata.css';
import '../../styles/admin-lists.css';

/**
 * The owner's khata (/admin/khata; API.md "Getting paid"): everyone who owes on credit, the
 * oldest debt first, with the days it has waited and what they owe in all. A name opens that
 * customer's khata, to record a payment or send a reminder. On a phone the accounts are cards. No
 * row actions, so no notice area.
 */
/** Below this width the accounts are cards (as the orders list's are; styles/admin-lists.css). */
const WIDE_LIST = '(min-width: 44rem)';

export function AdminKhataPage() {
  const k = useOwnerKhataTexts().list;
  const accounts = useKhataAccounts();
  const wide = useMediaQuery(WIDE_LIST);
  const list = accounts.data ?? [];
  const owed = toRupees(list.reduce((paise, account) => paise + toPaise(account.balance), 0));
  return (
    <AdminListPage
      title={k.title}
      list={accounts}
      rowCount={list.length}
      loadingLabel={k.loading}
      emptyText={k.none}
      filters={
        <>
          <p className="admin-intro">{k.intro}</p>
          <ListSummary text={list.length > 0 ? k.total(list.length, formatRupees(owed)) : ''} />
        </>
      }
      table={wide ? <KhataAccountsTable accounts={list} /> : <KhataAccountCards accounts={list} />}
    />
  );
}
