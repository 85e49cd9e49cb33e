import { useState } from 'react';
import { accountName } from '#common/account-name.js';
import type { User } from '#common/schemas/auth.js';
import { ListPager } from '#web/components/list-pager.js';
import { Popup } from '#web/components/popup.js';
import { useDeleteUser } from '#web/features/admin/api/delete-user.js';
import { useUsers } from '#web/features/admin/api/get-users.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { ListSearch } from '#web/features/admin/components/lists/list-search.js';
import { ListSummary } from '#web/features/admin/components/lists/list-summary.js';
import { UsersTable } from '#web/features/admin/components/users-table.js';
import { useListAddress } from '#web/features/admin/use-list-address.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import '../../styles/admin-lists.css';

const t = adminTexts.users;
const l = adminTexts.lists.users;
const { pastLast } = adminTexts.lists;
const FILTERS = ['q'] as const;

/**
 * Spec 2.9 All Users (/admin/view/users), oldest first, 25 a page, searched by name or e-mail; the
 * search and page live in the address (decision 0011). Deleting asks first (an account cannot be
 * brought back).
 */
export function AdminUsersPage() {
  const { filters, page, show } = useListAddress(FILTERS);
  const users = useUsers({ q: filters.q, page });
  const remove = useDeleteUser();
  const { notice, done, failed } = useNotice();
  const [asking, setAsking] = useState<User | null>(null);

  const confirmDelete = () => {
    if (!asking) return;
    const id = asking._id;
    setAsking(null);
    remove.mutate(id, { onSuccess: (answer) => done(answer.message || t.deleted), onError: failed });
  };

  const answer = users.data;
  const list = answer?.AllUsers ?? [];
  return (
    <AdminListPage
      title={t.listTitle}
      list={users}
      rowCount={list.length}
      loadingLabel={t.loading}
      emptyText={answer && page > answer.pages ? pastLast(answer.pages) : filters.q ? l.noneMatch : t.none}
      busyLabel={remove.isPending ? t.deleting : null}
      notice={notice}
      filters={
        <>
          <div className="list-tools">
            <ListSearch label={l.search} hint={l.searchHint} value={filters.q} onSearch={(q) => show({ q }, { replace: true })} />
          </div>
          <ListSummary text={answer ? l.found(answer.matched, answer.page, answer.pages) : ''} />
        </>
      }
      table={
        <div className="list-results" aria-busy={users.isPlaceholderData}>
          <UsersTable users={list} onDelete={setAsking} deleting={remove.isPending} />
        </div>
      }
    >
      {answer && (answer.pages > 1 || page > 1) && (
        <ListPager page={page} pages={answer.pages} onPage={(next) => show({ ...filters, page: next })} />
      )}
      <Popup
        open={asking !== null}
        title={t.confirmTitle}
        onClose={() => setAsking(null)}
        actions={
          <>
            <button type="button" className="button admin-danger" onClick={confirmDelete}>
              {t.confirmButton}
            </button>
            <button type="button" className="button button--outline" onClick={() => setAsking(null)}>
              {adminTexts.actions.cancel}
            </button>
          </>
        }
      >
        {asking && <p>{t.confirmText(`${asking.firstName} ${asking.lastName}`, accountName(asking))}</p>}
      </Popup>
    </AdminListPage>
  );
}
