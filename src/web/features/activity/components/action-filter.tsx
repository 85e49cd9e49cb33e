import { useId } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '#common/schemas/audit.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { actionName } from '../describe-entry.js';

const t = adminTexts.activity;

/** Narrows the log to one kind of change; a native select, so keyboard and screen reader need nothing more. */
export function ActionFilter({ value, onChange }: { value: AuditAction | undefined; onChange: (action: AuditAction | undefined) => void }) {
  const id = useId();
  return (
    <div className="admin-filter activity-filter">
      <label htmlFor={id}>{t.filter}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(AUDIT_ACTIONS.find((action) => action === e.target.value))}>
        <option value="">{t.allActions}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {actionName(action)}
          </option>
        ))}
      </select>
    </div>
  );
}
