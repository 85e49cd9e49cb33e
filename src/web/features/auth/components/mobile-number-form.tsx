import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { mobileDigits } from '#common/contact-rules.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useT } from '#web/i18n/i18n.js';
import { useAttachMobile } from '../api/attach-mobile.js';
import { useCodeSender, useRefusalLines } from '../use-code-sender.js';
import { useWebOtp } from '../use-web-otp.js';
import { CodeSentLine, CodeStepFields, type CodeValues, MobileStepField } from './code-step-fields.js';
import { ResendCodeButton } from './resend-code-button.js';

/**
 * Adds or changes the signed-in shopper's mobile (API.md "Phone first", PUT /api/user/mobile): a
 * code is texted to the new number and typed here; a number another account holds is refused
 * (409) in the shopper's language. `onDone` hears the number once it is saved.
 */
export function MobileNumberForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT();
  const sender = useCodeSender();
  const attach = useAttachMobile();
  const numberForm = useForm<{ mobile: string }>({ defaultValues: { mobile: '' } });
  const codeForm = useForm<CodeValues>({ defaultValues: { code: '', firstName: '', lastName: '' } });
  const { setValue } = codeForm;
  const fillCode = useCallback((code: string) => setValue('code', code), [setValue]);
  useWebOtp(sender.sentTo !== null, fillCode);
  useEffect(() => {
    if (sender.sentTo) document.getElementById('account-code')?.focus();
  }, [sender.sentTo]);

  const send = numberForm.handleSubmit(({ mobile }) => {
    const digits = mobileDigits(mobile);
    if (digits) sender.sendTo(digits);
  });
  const submitCode = codeForm.handleSubmit(({ code }) => {
    if (sender.sentTo) attach.mutate({ mobile: sender.sentTo, code: code.trim() }, { onSuccess: onDone });
  });

  const attachProblems = useRefusalLines(attach.isError ? attach.error : null);
  const problems = [...sender.problems, ...attachProblems];
  const describedBy = problems.length ? 'account-mobile-problems' : undefined;

  return (
    <div>
      {(attach.isPending || sender.pending) && <LoadingOverlay label={t('auth.validating')} />}
      <ErrorLines id="account-mobile-problems" messages={problems} />
      {sender.sentTo === null ? (
        <form onSubmit={send} noValidate>
          <MobileStepField id="account-mobile" form={numberForm} describedBy={describedBy} />
          <div className="form-card__links">
            <button type="submit" className="button" disabled={sender.pending}>
              {t('auth.sendCode')}
            </button>
            <button type="button" className="button button--outline" onClick={onCancel}>
              {t('account.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <CodeSentLine mobile={sender.sentTo} />
          <CodeStepFields idPrefix="account" form={codeForm} describedBy={describedBy} />
          <div className="form-card__links">
            <button type="submit" className="button" disabled={attach.isPending}>
              {t('account.save')}
            </button>
            <button type="button" className="button button--outline" onClick={onCancel}>
              {t('account.cancel')}
            </button>
          </div>
          <ResendCodeButton sender={sender} />
        </form>
      )}
    </div>
  );
}
