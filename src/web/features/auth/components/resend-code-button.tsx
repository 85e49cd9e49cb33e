import { useT } from '#web/i18n/i18n.js';
import type { useCodeSender } from '../use-code-sender.js';

/** "Resend code" once the wait is over; until then the seconds left. */
export function ResendCodeButton({ sender }: { sender: ReturnType<typeof useCodeSender> }) {
  const t = useT();
  const { sentTo, secondsLeft } = sender;
  if (!sentTo) return null;
  return secondsLeft > 0 ? (
    <span className="muted">{t('auth.resendIn', { seconds: secondsLeft })}</span>
  ) : (
    <button type="button" className="link-button" onClick={() => sender.sendTo(sentTo)} disabled={sender.pending}>
      {t('auth.resendCode')}
    </button>
  );
}
