import { useLocation, useParams } from 'react-router';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useUsers } from '#web/features/admin/api/get-users.js';
import { useUpdateUserRole } from '#web/features/admin/api/update-user-role.js';
import { NoticeLines } from '#web/features/admin/components/notice-lines.js';
import { type UserFacts, UserRoleForm } from '#web/features/admin/components/user-role-form.js';
import type { UserEditState } from '#web/features/admin/components/users-table.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.users;

/**
 * Spec 2.9 Update User (/admin/update/:userId). The facts come from the users list (fresh after a
 * change: searched by the e-mail the edit link carried, else the whole list for an address typed
 * or reloaded), or from the edit link's state until the list has arrived.
 */
export function AdminUpdateUserPage() {
  useDocumentTitle(t.updateTitle);
  const { userId = '' } = useParams();
  const carried = useLocation().state as UserEditState | null;
  // Arrived from the list: only the accounts of that e-mail are read, not every account of the shop.
  const users = useUsers(carried?.id === userId ? { q: carried.email } : {});
  const update = useUpdateUserRole();
  const { notice, done, failed, clear } = useNotice();

  const listed = users.data?.AllUsers.find((u) => u._id === userId);
  const facts: UserFacts | undefined = listed
    ? { name: `${listed.firstName} ${listed.lastName}`, email: listed.email, role: listed.role }
    : carried?.id === userId
      ? { name: carried.name, email: carried.email, role: carried.role }
      : undefined;

  return (
    <section className="admin-page">
      {!facts && users.isPending && <LoadingOverlay label={t.loading} />}
      {update.isPending && <LoadingOverlay label={t.updating} />}
      <h1>{t.updateTitle}</h1>
      <NoticeLines notice={notice} />
      {!facts && (users.isSuccess || users.isError) && <p className="notice notice--error">{t.notFound}</p>}
      {facts && (
        <UserRoleForm
          user={facts}
          busy={update.isPending}
          onSubmit={(role) => {
            clear();
            update.mutate({ id: userId, role }, { onSuccess: (answer) => done(answer.message), onError: failed });
          }}
        />
      )}
    </section>
  );
}
