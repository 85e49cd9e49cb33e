import type { User } from '../../../../common/schemas/auth.js';
import { adminTexts } from '../../../i18n/admin-texts.js';
import { adminPaths } from '../admin-paths.js';
import { DeleteButton, EditLink } from './row-actions.js';

/** Navigation state of the edit link (spec 2.9: id, email, full name, role). */
export interface UserEditState {
  id: string;
  email: string;
  name: string;
  role: User['role'];
}

/** Spec 2.9 All Users: Id, Name (first name), Last Name, Email, Role, edit and delete. */
export function UsersTable({ users, onDelete, deleting }: { users: readonly User[]; onDelete: (user: User) => void; deleting: boolean }) {
  const c = adminTexts.users.columns;
  return (
    <div className="table-wrap admin-table-wrap">
      <table className="table admin-table">
        <thead>
          <tr>
            <th scope="col">{c.id}</th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.lastName}</th>
            <th scope="col">{c.email}</th>
            <th scope="col">{c.role}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const state: UserEditState = { id: user._id, email: user.email, name: `${user.firstName} ${user.lastName}`, role: user.role };
            return (
              <tr key={user._id}>
                <td className="admin-id" title={user._id}>
                  {user._id}
                </td>
                <th scope="row">{user.firstName}</th>
                <td>{user.lastName}</td>
                <td className="admin-email">{user.email}</td>
                <td>
                  <span className={`admin-role admin-role--${user.role.toLowerCase()}`}>{user.role}</span>
                </td>
                <td>
                  <div className="admin-actions">
                    <EditLink to={adminPaths.updateUser(user._id)} state={state} />
                    <DeleteButton onClick={() => onDelete(user)} disabled={deleting} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
