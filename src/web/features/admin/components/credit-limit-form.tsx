import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { formatRupees } from '#common/money.js';
import { CREDIT_LIMIT_MAX } from '#common/schemas/khata.js';
import { useOwnerKhataTexts } from '#web/i18n/owner-khata-texts.js';
import { creditLimitOf } from '../validate-khata.js';
import type { KhataHolderState } from './khata-accounts-table.js';

/**
 * The most a shopper may owe on credit (PUT /api/admin/users/:id/credit), on the owner's user
 * page: rupees, 0 for no credit. Anything else (empty, below 0, more than two decimals, past the
 * bound) is said beside the field and nothing is sent. A link leads to the shopper's khata.
 */
export function CreditLimitForm({
  user,
  busy,
  onSave,
}: {
  user: { id: string; name: string; creditLimit: number };
  busy: boolean;
  onSave: (creditLimit: number) => void;
}) {
  const k = useOwnerKhataTexts().credit;
  const id = useId();
  const [text, setText] = useState(String(user.creditLimit));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limit = creditLimitOf(text);
    setProblem(limit === null ? k.invalid(formatRupees(CREDIT_LIMIT_MAX)) : null);
    if (limit !== null) onSave(limit);
  };
  const state: KhataHolderState = { userId: user.id, name: user.name };

  return (
    <form className="admin-form admin-form--narrow admin-credit" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-credit__title">
        {k.title}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-limit`}>{k.limit}</label>
        <input
          id={`${id}-limit`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem ${id}-hint` : `${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint">
          {k.hint}
        </p>
        {problem && (
          <p id={`${id}-problem`} className="field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className="button-row admin-credit__actions">
        <button type="submit" className="button" disabled={busy}>
          {k.save}
        </button>
        <Link to={adminWebPaths.khataAccount.href(user.id)} state={state} className="button button--outline">
          {k.viewKhata}
        </Link>
      </div>
    </form>
  );
}
