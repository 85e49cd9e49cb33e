import { useForm } from 'react-hook-form';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useLanguage, useServerMessages, useT } from '#web/i18n/i18n.js';
import { useAutoClear } from '#web/lib/use-auto-clear.js';
import { useSendResetEmail } from '../api/send-reset-email.js';
import { TextField } from './text-field.js';

/** Spec 2.6 / 5: email required (sent only when not empty); the server's message is handed to the screen's popup. */
export function ForgetPasswordForm({ onSent }: { onSent: (message: string, email: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const server = useServerMessages();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const mutation = useSendResetEmail();
  useAutoClear(mutation.isError, mutation.reset);

  const submit = handleSubmit(({ email }) => {
    const trimmed = email.trim();
    mutation.mutate({ email: trimmed, language }, { onSuccess: (answer) => onSent(server.answer(answer), trimmed) });
  });

  return (
    <form className="form-card" onSubmit={submit} noValidate>
      {mutation.isPending && <LoadingOverlay label={t('auth.processing')} />}
      <h1>{t('auth.forgetTitle')}</h1>
      <ErrorLines messages={mutation.isError ? server.of(mutation.error) : []} />
      <TextField
        id="forget-email"
        label={t('auth.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email', {
          required: t('auth.required', { label: t('auth.email') }),
          validate: (v) => v.trim() !== '' || t('auth.required', { label: t('auth.email') }),
        })}
        error={formState.errors.email?.message}
      />
      <button type="submit" className="button button--block" disabled={mutation.isPending}>
        {t('auth.sendLink')}
      </button>
    </form>
  );
}
