import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TrashIcon } from '#web/components/icons.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

/** The edit pencil (a link) of a table row. */
export function EditLink({ to, state }: { to: string; state?: unknown }) {
  return (
    <Link to={to} state={state} className="icon-button admin-action" aria-label={adminTexts.actions.edit} title={adminTexts.actions.edit}>
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}

/** The delete icon of a table row; its accessible name is "Delete" (DESIGN.md). */
export function DeleteButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="icon-button admin-action admin-action--delete"
      aria-label={adminTexts.actions.delete}
      title={adminTexts.actions.delete}
      onClick={onClick}
      disabled={disabled}
    >
      <TrashIcon width="20" height="20" />
    </button>
  );
}

/** A row's last cell, holding its edit and delete icons. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td>
      <div className="admin-actions">{children}</div>
    </td>
  );
}
