import { useState } from 'react';
import type { User } from '#common/schemas/auth.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { Popup } from '#web/components/popup.js';
import { useDeleteUser } from '#web/features/admin/api/delete-user.js';
import { useUsers } from '#web/features/admin/api/get-users.js';
import { NoticeLines } from '#web/features/admin/components/notice-lines.js';
import { UsersTable } from '#web/features/admin/components/users-table.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.users;

/** Spec 2.9 All Users (/admin/view/users); deleting asks first (an account cannot be brought back). */
export function AdminUsersPage() {
  useDocumentTitle(t.listTitle);
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
    <section className="admin-page">
      {users.isPending && <LoadingOverlay label={t.loading} />}
      {remove.isPending && <LoadingOverlay label={t.deleting} />}
      <h1>{t.listTitle}</h1>
      <NoticeLines notice={notice} />
      {users.isError && <ErrorLines messages={messagesOf(users.error)} />}
      {users.isSuccess && list.length === 0 && <p className="notice">{t.none}</p>}
      {list.length > 0 && <UsersTable users={list} onDelete={setAsking} deleting={remove.isPending} />}
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
    </section>
  );
}
