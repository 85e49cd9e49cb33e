import { useForm } from 'react-hook-form';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useT } from '#web/i18n/i18n.js';
import type { NewPasswordBody } from '../api/change-password.js';
import { PasswordField } from './password-field.js';

interface NewPasswordFormProps {
  title: string;
  submitLabel: string;
  overlayLabel: string;
  pending: boolean;
  /** The server's answer, shown under the confirm field (spec 8). */
  serverMessages: readonly string[];
  onSubmit: (body: NewPasswordBody) => void;
}

/**
 * Change and reset password (spec 2.6 / 5): both fields required; whether they match is the
 * server's call, its message is shown under the confirm field.
 */
export function NewPasswordForm({ title, submitLabel, overlayLabel, pending, serverMessages, onSubmit }: NewPasswordFormProps) {
  const t = useT();
  const { register, handleSubmit, formState } = useForm<NewPasswordBody>({ defaultValues: { password: '', confirm_password: '' } });
  const { errors } = formState;
  const submit = handleSubmit((values) => onSubmit(values));

  return (
    <form className="form-card" onSubmit={submit} noValidate>
      {pending && <LoadingOverlay label={overlayLabel} />}
      <h1>{title}</h1>
      <PasswordField
        id="new-password"
        label={t('auth.newPassword')}
        autoComplete="new-password"
        registration={register('password', { required: t('auth.required', { label: t('auth.newPassword') }) })}
        error={errors.password?.message}
      />
      <PasswordField
        id="confirm-new-password"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        toggle={false}
        registration={register('confirm_password', { required: t('auth.required', { label: t('auth.confirmPassword') }) })}
        error={errors.confirm_password?.message}
        describedBy={serverMessages.length ? 'new-password-server' : undefined}
      />
      {serverMessages.length > 0 && (
        <div id="new-password-server" className="error-box" role="alert">
          {serverMessages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      <button type="submit" className="button button--block" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
