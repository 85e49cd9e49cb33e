import { useState } from 'react';
import type { User } from '#common/schemas/auth.js';
import { Popup } from '#web/components/popup.js';
import { useDeleteUser } from '#web/features/admin/api/delete-user.js';
import { useUsers } from '#web/features/admin/api/get-users.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { UsersTable } from '#web/features/admin/components/users-table.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.users;

/** Spec 2.9 All Users (/admin/view/users); deleting asks first (an account cannot be brought back). */
export function AdminUsersPage() {
  const users = useUsers();
  const remove = useDeleteUser();
  const { notice, done, failed } = useNotice();
  const [asking, setAsking] = useState<User | null>(null);

  const confirmDelete = () => {
    if (!asking) return;
    const id = asking._id;
    setAsking(null);
    remove.mutate(id, { onSuccess: (answer) => done(answer.message || t.deleted), onError: failed });
  };

  const list = users.data?.AllUsers ?? [];
  return (
    <AdminListPage
      title={t.listTitle}
      list={users}
      rowCount={list.length}
      loadingLabel={t.loading}
      emptyText={t.none}
      busyLabel={remove.isPending ? t.deleting : null}
      notice={notice}
      table={<UsersTable users={list} onDelete={setAsking} deleting={remove.isPending} />}
    >
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
        {asking && <p>{t.confirmText(`${asking.firstName} ${asking.lastName}`, asking.email)}</p>}
      </Popup>
    </AdminListPage>
  );
}
