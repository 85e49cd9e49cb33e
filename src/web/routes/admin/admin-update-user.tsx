import { useLocation, useParams } from 'react-router';
import { accountName } from '#common/account-name.js';
import { formatRupees } from '#common/money.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useUsers } from '#web/features/admin/api/get-users.js';
import { useSetCreditLimit } from '#web/features/admin/api/set-credit-limit.js';
import { useUpdateUserRole } from '#web/features/admin/api/update-user-role.js';
import { CreditLimitForm } from '#web/features/admin/components/credit-limit-form.js';
import { NoticeLines } from '#web/features/admin/components/notice-lines.js';
import { type UserFacts, UserRoleForm } from '#web/features/admin/components/user-role-form.js';
import type { UserEditState } from '#web/features/admin/components/users-table.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useOwnerKhataTexts } from '#web/i18n/owner-khata-texts.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../../styles/admin-khata.css';

const t = adminTexts.users;

/**
 * Spec 2.9 Update User (/admin/update/:userId), and under it the customer's credit limit (the
 * khata, API.md "Getting paid"). The facts come from the users list (fresh after a
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
  const credit = useSetCreditLimit();
  const k = useOwnerKhataTexts().credit;
  const { notice, done, failed, clear } = useNotice();

  const listed = users.data?.AllUsers.find((u) => u._id === userId);
  const facts: (UserFacts & { creditLimit: number }) | undefined = listed
    ? { name: `${listed.firstName} ${listed.lastName}`, email: accountName(listed), role: listed.role, creditLimit: listed.creditLimit }
    : carried?.id === userId
      ? { name: carried.name, email: carried.email, role: carried.role, creditLimit: carried.creditLimit }
      : undefined;

  return (
    <section className="admin-page">
      {!facts && users.isPending && <LoadingOverlay label={t.loading} />}
      {update.isPending && <LoadingOverlay label={t.updating} />}
      {credit.isPending && <LoadingOverlay label={k.saving} />}
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
      {/* Credit is for customers; an account that was given some keeps its form whatever its role. */}
      {facts && (facts.role === 'User' || facts.creditLimit > 0) && (
        <CreditLimitForm
          key={facts.creditLimit}
          user={{ id: userId, name: facts.name, creditLimit: facts.creditLimit }}
          busy={credit.isPending}
          onSave={(creditLimit) => {
            clear();
            credit.mutate(
              { id: userId, creditLimit },
              { onSuccess: (user) => done(k.saved(formatRupees(user.creditLimit))), onError: failed },
            );
          }}
        />
      )}
    </section>
  );
}
