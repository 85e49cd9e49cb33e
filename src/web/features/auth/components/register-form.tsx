import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { RegisterInput } from '#common/schemas/auth.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { texts } from '#web/i18n/texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useAutoClear } from '#web/lib/use-auto-clear.js';
import { useRegister } from '../api/register.js';
import { PasswordField } from './password-field.js';
import { TextField } from './text-field.js';

const required = (label: string) => ({
  required: texts.auth.required(label),
  validate: (v: string) => v.trim() !== '' || texts.auth.required(label),
});

/**
 * Spec 2.6 / 5: all five fields required (sent only when none is empty); the server's rules
 * (e-mail format, password length, match) come back as a list, one message per line.
 */
export function RegisterForm({ loginPath, onRegistered }: { loginPath: string; onRegistered: () => void }) {
  const { register, handleSubmit, formState } = useForm<RegisterInput>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const mutation = useRegister();
  useAutoClear(mutation.isError, mutation.reset);
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    mutation.mutate(
      { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() },
      { onSuccess: onRegistered },
    ),
  );

  return (
    <form className="form-card" onSubmit={submit} noValidate>
      {mutation.isPending && <LoadingOverlay label={texts.auth.processing} />}
      <h1>{texts.auth.registerTitle}</h1>
      <ErrorLines messages={mutation.isError ? messagesOf(mutation.error) : []} />
      <TextField
        id="register-first-name"
        label={texts.auth.firstName}
        autoComplete="given-name"
        maxLength={50}
        registration={register('firstName', required(texts.auth.firstName))}
        error={errors.firstName?.message}
      />
      <TextField
        id="register-last-name"
        label={texts.auth.lastName}
        autoComplete="family-name"
        maxLength={50}
        registration={register('lastName', required(texts.auth.lastName))}
        error={errors.lastName?.message}
      />
      <TextField
        id="register-email"
        label={texts.auth.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email', required(texts.auth.email))}
        error={errors.email?.message}
      />
      <PasswordField
        id="register-password"
        label={texts.auth.password}
        autoComplete="new-password"
        registration={register('password', { required: texts.auth.required(texts.auth.password) })}
        error={errors.password?.message}
      />
      <PasswordField
        id="register-confirm-password"
        label={texts.auth.confirmPassword}
        autoComplete="new-password"
        toggle={false}
        registration={register('confirmPassword', { required: texts.auth.required(texts.auth.confirmPassword) })}
        error={errors.confirmPassword?.message}
      />
      <div className="form-card__links">
        <Link to={loginPath}>{texts.auth.alreadyRegistered}</Link>
      </div>
      <button type="submit" className="button button--block" disabled={mutation.isPending}>
        {texts.auth.registerButton}
      </button>
    </form>
  );
}
