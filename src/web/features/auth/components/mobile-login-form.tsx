import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { mobileDigits } from '#common/contact-rules.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useLanguage, useT } from '#web/i18n/i18n.js';
import { ApiError } from '#web/lib/api-client.js';
import { useVerifyCode } from '../api/verify-code.js';
import { useCodeSender, useRefusalLines } from '../use-code-sender.js';
import { useWebOtp } from '../use-web-otp.js';
import { CodeSentLine, CodeStepFields, type CodeValues, MobileStepField } from './code-step-fields.js';
import { ResendCodeButton } from './resend-code-button.js';

/** The shop's 400 for a new number verified without a name: it asks for the name, the code stays usable (decision 0055). */
const asksForName = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 400 &&
  error.lines.some((line) => line.id === 'fieldRequired' && line.values.field === 'firstName');

/**
 * "Login with mobile number" (API.md "Phone first"), beside the e-mail login: the number, the code
 * texted to it, and for a number the shop does not know only the name of the account it makes. A
 * sign-in replaces the session as the e-mail login does, so the same guard lands the shopper.
 */
export function MobileLoginForm() {
  const t = useT();
  const language = useLanguage();
  const sender = useCodeSender();
  const verify = useVerifyCode();
  const [needsName, setNeedsName] = useState(false);
  const numberForm = useForm<{ mobile: string }>({ defaultValues: { mobile: '' } });
  const codeForm = useForm<CodeValues>({ defaultValues: { code: '', firstName: '', lastName: '' } });
  const { setFocus, setValue } = codeForm;

  const fillCode = useCallback((code: string) => setValue('code', code), [setValue]);
  useWebOtp(sender.sentTo !== null, fillCode);
  // Once sent, the shopper's next step is the code: the keyboard and screen reader go there.
  useEffect(() => {
    if (sender.sentTo) document.getElementById('login-code')?.focus();
  }, [sender.sentTo]);
  useEffect(() => {
    if (needsName) setFocus('firstName');
  }, [needsName, setFocus]);

  const send = numberForm.handleSubmit(({ mobile }) => {
    const digits = mobileDigits(mobile);
    if (digits) sender.sendTo(digits);
  });
  const submitCode = codeForm.handleSubmit(({ code, firstName, lastName }) => {
    if (!sender.sentTo) return;
    const name = needsName ? { firstName: firstName.trim(), lastName: lastName.trim() } : {};
    verify.mutate(
      { mobile: sender.sentTo, code: code.trim(), language, ...name },
      {
        onError: (error) => {
          if (asksForName(error)) setNeedsName(true);
        },
      },
    );
  });
  const changeNumber = () => {
    sender.reset();
    verify.reset();
    setNeedsName(false);
    codeForm.reset();
  };

  const verifyProblems = useRefusalLines(verify.isError && !asksForName(verify.error) ? verify.error : null);
  const problems = [...sender.problems, ...verifyProblems];

  return (
    <section className="form-card" aria-labelledby="mobile-login-title">
      {(verify.isPending || sender.pending) && <LoadingOverlay label={t('auth.validating')} />}
      <h2 id="mobile-login-title">{t('auth.mobileLoginTitle')}</h2>
      <ErrorLines id="mobile-login-problems" messages={problems} />
      {sender.sentTo === null ? (
        <form onSubmit={send} noValidate>
          <MobileStepField id="login-mobile" form={numberForm} describedBy={problems.length ? 'mobile-login-problems' : undefined} />
          <button type="submit" className="button button--block" disabled={sender.pending}>
            {t('auth.sendCode')}
          </button>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <CodeSentLine mobile={sender.sentTo} />
          <CodeStepFields
            idPrefix="login"
            form={codeForm}
            askName={needsName}
            describedBy={problems.length ? 'mobile-login-problems' : undefined}
          />
          <button type="submit" className="button button--block" disabled={verify.isPending}>
            {needsName ? t('auth.createAccount') : t('auth.verifyCode')}
          </button>
          <div className="form-card__links">
            <button type="button" className="link-button" onClick={changeNumber}>
              {t('auth.changeNumber')}
            </button>
            <ResendCodeButton sender={sender} />
          </div>
        </form>
      )}
    </section>
  );
}
