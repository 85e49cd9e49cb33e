import type { UseFormReturn } from 'react-hook-form';
import { mobileDigits } from '#common/contact-rules.js';
import { useT } from '#web/i18n/i18n.js';
import { spacedMobile } from '../use-code-sender.js';
import { TextField } from './text-field.js';

export interface CodeValues {
  code: string;
  firstName: string;
  lastName: string;
}

/** A code as the shop texts it: six digits. */
const SIX_DIGITS = /^\d{6}$/;

/** The mobile number, typed any way people write it ("+91 98765-43210"), read as its 10 digits. */
export function MobileStepField({ id, form, describedBy }: { id: string; form: UseFormReturn<{ mobile: string }>; describedBy?: string }) {
  const t = useT();
  const error = form.formState.errors.mobile?.message;
  return (
    <TextField
      id={id}
      label={t('auth.mobileNumber')}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={20}
      {...(error ? {} : { 'aria-describedby': describedBy })}
      registration={form.register('mobile', {
        required: t('auth.required', { label: t('auth.mobileNumber') }),
        validate: (typed) => mobileDigits(typed) !== null || t('auth.mobileInvalid'),
      })}
      error={error}
    />
  );
}

/** "Code sent to 98765 43210", said by a screen reader as it appears. */
export function CodeSentLine({ mobile }: { mobile: string }) {
  const t = useT();
  return (
    <p className="notice" role="status">
      {t('auth.codeSentTo', { mobile: spacedMobile(mobile) })}
    </p>
  );
}

/**
 * The 6-digit code (the phone offers it from the text: `one-time-code`), and for a new number the
 * first name (required) and last name of the account it makes.
 */
export function CodeStepFields({
  idPrefix,
  form,
  askName = false,
  describedBy,
}: {
  idPrefix: string;
  form: UseFormReturn<CodeValues>;
  askName?: boolean;
  describedBy?: string;
}) {
  const t = useT();
  const { register, formState } = form;
  const codeError = formState.errors.code?.message;
  return (
    <>
      <TextField
        id={`${idPrefix}-code`}
        label={t('auth.code')}
        className="code-input"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        {...(codeError ? {} : { 'aria-describedby': describedBy })}
        registration={register('code', {
          required: t('auth.required', { label: t('auth.code') }),
          validate: (typed) => SIX_DIGITS.test(typed.trim()) || t('auth.codeSixDigits'),
        })}
        error={codeError}
      />
      {askName && (
        <>
          <p className="notice" role="status">
            {t('auth.newNumberName')}
          </p>
          <TextField
            id={`${idPrefix}-first-name`}
            label={t('auth.firstName')}
            autoComplete="given-name"
            registration={register('firstName', {
              validate: (typed) => typed.trim().length > 0 || t('auth.required', { label: t('auth.firstName') }),
            })}
            error={formState.errors.firstName?.message}
          />
          <TextField
            id={`${idPrefix}-last-name`}
            label={t('auth.lastNameOptional')}
            autoComplete="family-name"
            registration={register('lastName')}
          />
        </>
      )}
    </>
  );
}
