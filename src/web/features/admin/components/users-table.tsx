import { accountName } from '#common/account-name.js';
import { adminWebPaths } from '#common/admin-web-paths.js';
import type { User } from '#common/schemas/auth.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { AdminTable, IdCell } from './admin-table.js';
import { DeleteButton, EditLink, RowActions } from './row-actions.js';

/** Navigation state of the edit link (spec 2.9: id, email, full name, role; and the credit limit). */
export interface UserEditState {
  id: string;
  email: string;
  name: string;
  role: User['role'];
  creditLimit: number;
}

/** Spec 2.9 All Users: Id, Name (first name), Last Name, Email, Role, edit and delete. */
export function UsersTable({ users, onDelete, deleting }: { users: readonly User[]; onDelete: (user: User) => void; deleting: boolean }) {
  const c = adminTexts.users.columns;
  return (
    <AdminTable columns={[c.id, c.name, c.lastName, c.email, c.role, c.actions]}>
      {users.map((user) => {
        const state: UserEditState = {
          id: user._id,
          email: accountName(user),
          name: `${user.firstName} ${user.lastName}`,
          role: user.role,
          creditLimit: user.creditLimit,
        };
        return (
          <tr key={user._id}>
            <IdCell id={user._id} />
            <th scope="row">{user.firstName}</th>
            <td>{user.lastName}</td>
            <td className="admin-email">{accountName(user)}</td>
            <td>
              <span className={`admin-role admin-role--${user.role.toLowerCase()}`}>{user.role}</span>
            </td>
            <RowActions>
              <EditLink to={adminWebPaths.updateUser.href(user._id)} state={state} />
              <DeleteButton onClick={() => onDelete(user)} disabled={deleting} />
            </RowActions>
          </tr>
        );
      })}
    </AdminTable>
  );
}
