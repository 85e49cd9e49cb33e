import { useForm } from 'react-hook-form';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { texts } from '#web/i18n/texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useAutoClear } from '#web/lib/use-auto-clear.js';
import { useSendResetEmail } from '../api/send-reset-email.js';
import { TextField } from './text-field.js';

/** Spec 2.6 / 5: email required (sent only when not empty); the server's message is handed to the screen's popup. */
export function ForgetPasswordForm({ onSent }: { onSent: (message: string, email: string) => void }) {
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const mutation = useSendResetEmail();
  useAutoClear(mutation.isError, mutation.reset);

  const submit = handleSubmit(({ email }) => {
    const trimmed = email.trim();
    mutation.mutate(trimmed, { onSuccess: (answer) => onSent(answer.message, trimmed) });
  });

  return (
    <form className="form-card" onSubmit={submit} noValidate>
      {mutation.isPending && <LoadingOverlay label={texts.auth.processing} />}
      <h1>{texts.auth.forgetTitle}</h1>
      <ErrorLines messages={mutation.isError ? messagesOf(mutation.error) : []} />
      <TextField
        id="forget-email"
        label={texts.auth.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email', {
          required: texts.auth.required(texts.auth.email),
          validate: (v) => v.trim() !== '' || texts.auth.required(texts.auth.email),
        })}
        error={formState.errors.email?.message}
      />
      <button type="submit" className="button button--block" disabled={mutation.isPending}>
        {texts.auth.sendLink}
      </button>
    </form>
  );
}
