import { type FormEvent, useState } from 'react';
import { ROLES, type Role } from '#common/constants.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.users;

export interface UserFacts {
  name: string;
  email: string;
  role: Role;
}

/**
 * Spec 2.9 Update User: read-only name, email and role, a role select (Admin, User, and Rider for
 * the delivery run: API.md "The delivery run"); none chosen: alert 'Choose Role'.
 */
export function UserRoleForm({ user, busy, onSubmit }: { user: UserFacts; busy: boolean; onSubmit: (role: Role) => void }) {
  const [role, setRole] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = ROLES.find((r) => r === role);
    if (!chosen) {
      window.alert(t.chooseRole);
      return;
    }
    onSubmit(chosen);
  };

  return (
    <form className="admin-form admin-form--narrow" onSubmit={submit}>
      <div className="field">
        <label htmlFor="user-name">{t.name}</label>
        <input id="user-name" type="text" value={user.name} readOnly />
      </div>
      <div className="field">
        <label htmlFor="user-email">{t.email}</label>
        <input id="user-email" type="email" value={user.email} readOnly />
      </div>
      <div className="field">
        <label htmlFor="user-current-role">{t.currentRole}</label>
        <input id="user-current-role" type="text" value={user.role} readOnly />
      </div>
      <div className="field">
        <label htmlFor="user-role">{t.role}</label>
        <select id="user-role" value={role} onChange={(e) => setRole(e.target.value)}>
          <option value="">{t.chooseRole}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--large" disabled={busy}>
        {t.updateButton}
      </button>
    </form>
  );
}
