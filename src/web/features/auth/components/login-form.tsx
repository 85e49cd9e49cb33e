import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import { returnState } from '#web/lib/return-path.js';
import { useAutoClear } from '#web/lib/use-auto-clear.js';
import { useLogin } from '../api/login.js';
import { PasswordField } from './password-field.js';
import { TextField } from './text-field.js';

interface LoginValues {
  email: string;
  password: string;
}

/** Spec 5: email in e-mail format. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 2.6 / 5: email and password required; the server's message in one box; overlay 'Validating
 * Data'. `returnTo`: where the shopper came from, handed on by "Not A User ? Sign Up".
 */
export function LoginForm({
  forgetPath,
  signupPath,
  returnTo = null,
}: {
  forgetPath: string;
  signupPath: string;
  returnTo?: string | null;
}) {
  const t = useT();
  const server = useServerMessages();
  const { register, handleSubmit, formState } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const login = useLogin();
  useAutoClear(login.isError, login.reset);

  const submit = handleSubmit((values) => login.mutate({ email: values.email.trim(), password: values.password }));

  return (
    <form className="form-card" onSubmit={submit} noValidate>
      {login.isPending && <LoadingOverlay label={t('auth.validating')} />}
      <h1>{t('auth.loginTitle')}</h1>
      <ErrorLines messages={login.isError ? server.of(login.error) : []} />
      <TextField
        id="login-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email', {
          required: t('auth.required', { label: t('auth.email') }),
          pattern: { value: EMAIL_PATTERN, message: t('auth.invalidEmail') },
        })}
        error={formState.errors.email?.message}
      />
      <PasswordField
        id="login-password"
        label={t('auth.password')}
        autoComplete="current-password"
        registration={register('password', { required: t('auth.required', { label: t('auth.password') }) })}
        error={formState.errors.password?.message}
      />
      <div className="form-card__links">
        <Link to={forgetPath}>{t('auth.forgetPasswordLink')}</Link>
        <Link to={signupPath} state={returnState(returnTo)}>
          {t('auth.notAUser')}
        </Link>
      </div>
      <button type="submit" className="button button--block" disabled={login.isPending}>
        {t('auth.loginButton')}
      </button>
    </form>
  );
}
