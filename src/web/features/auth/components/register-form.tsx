import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { RegisterInput } from '#common/schemas/auth.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useLanguage, useServerMessages, useT } from '#web/i18n/i18n.js';
import type { Translate } from '#web/i18n/messages.js';
import { returnState } from '#web/lib/return-path.js';
import { useAutoClear } from '#web/lib/use-auto-clear.js';
import { useRegister } from '../api/register.js';
import { PasswordField } from './password-field.js';
import { TextField } from './text-field.js';

const required = (t: Translate, label: string) => ({
  required: t('auth.required', { label }),
  validate: (v: string) => v.trim() !== '' || t('auth.required', { label }),
});

/**
 * Spec 2.6 / 5: all five fields required (sent only when none is empty); the server's rules
 * (e-mail format, password length, match) come back as a list, one message per line.
 */
export function RegisterForm({
  loginPath,
  returnTo = null,
  onRegistered,
}: {
  loginPath: string;
  /** Where the shopper came from, handed on by "Already Register ? Login". */
  returnTo?: string | null;
  onRegistered: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const server = useServerMessages();
  const { register, handleSubmit, formState } = useForm<RegisterInput>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const mutation = useRegister();
  useAutoClear(mutation.isError, mutation.reset);
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    mutation.mutate(
      { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), language },
      { onSuccess: onRegistered },
    ),
  );

  return (
    <form className="form-card" onSubmit={submit} noValidate>
      {mutation.isPending && <LoadingOverlay label={t('auth.processing')} />}
      <h1>{t('auth.registerTitle')}</h1>
      <ErrorLines messages={mutation.isError ? server.of(mutation.error) : []} />
      <TextField
        id="register-first-name"
        label={t('auth.firstName')}
        autoComplete="given-name"
        maxLength={50}
        registration={register('firstName', required(t, t('auth.firstName')))}
        error={errors.firstName?.message}
      />
      <TextField
        id="register-last-name"
        label={t('auth.lastName')}
        autoComplete="family-name"
        maxLength={50}
        registration={register('lastName', required(t, t('auth.lastName')))}
        error={errors.lastName?.message}
      />
      <TextField
        id="register-email"
        label={t('auth.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email', required(t, t('auth.email')))}
        error={errors.email?.message}
      />
      <PasswordField
        id="register-password"
        label={t('auth.password')}
        autoComplete="new-password"
        registration={register('password', { required: t('auth.required', { label: t('auth.password') }) })}
        error={errors.password?.message}
      />
      <PasswordField
        id="register-confirm-password"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        toggle={false}
        registration={register('confirmPassword', { required: t('auth.required', { label: t('auth.confirmPassword') }) })}
        error={errors.confirmPassword?.message}
      />
      <div className="form-card__links">
        <Link to={loginPath} state={returnState(returnTo)}>
          {t('auth.alreadyRegistered')}
        </Link>
      </div>
      <button type="submit" className="button button--block" disabled={mutation.isPending}>
        {t('auth.registerButton')}
      </button>
    </form>
  );
}
