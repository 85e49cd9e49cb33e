import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EyeIcon, EyeOffIcon } from '#web/components/icons.js';
import { useT } from '#web/i18n/i18n.js';

interface PasswordFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  /** Id of a message under the field (the server's answer on the password screens). */
  describedBy?: string;
  toggle?: boolean;
}

/** A password input with a show/hide toggle (spec 2.6). */
export function PasswordField({ id, label, registration, autoComplete, error, describedBy, toggle = true }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  const described = [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...registration}
        />
        {toggle && (
          <button
            type="button"
            className="icon-button password-input__toggle"
            aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon width="20" height="20" /> : <EyeIcon width="20" height="20" />}
          </button>
        )}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
