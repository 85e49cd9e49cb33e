import { useCallback, useEffect, useState } from 'react';
import { useLanguage, useServerMessages, useT } from '#web/i18n/i18n.js';
import { ApiError } from '#web/lib/api-client.js';
import { useSendCode } from './api/send-code.js';

/** Seconds before "Resend code" is offered: the text usually arrives well within them. */
export const RESEND_WAIT_SECONDS = 30;

/** A mobile's 10 digits as shoppers read them: "98765 43210". */
export const spacedMobile = (digits: string): string => `${digits.slice(0, 5)} ${digits.slice(5)}`;

/**
 * Texting a code to a number (API.md "Phone first"), shared by the login and the account's mobile:
 * the number it went to, the countdown to "Resend code", and a refusal in the shopper's language,
 * a 429 saying when to try again from its `Retry-After` (decision 0055).
 */
export function useCodeSender() {
  const language = useLanguage();
  const send = useSendCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const sendTo = useCallback(
    (digits: string) =>
      send.mutate(
        { mobile: digits, language },
        {
          onSuccess: () => {
            setSentTo(digits);
            setSecondsLeft(RESEND_WAIT_SECONDS);
          },
        },
      ),
    [send.mutate, language],
  );

  const reset = useCallback(() => {
    setSentTo(null);
    setSecondsLeft(0);
    send.reset();
  }, [send.reset]);

  const problems = useRefusalLines(send.isError ? send.error : null);
  return { sentTo, secondsLeft, sendTo, reset, pending: send.isPending, problems };
}

/**
 * A refusal's lines in the shopper's language; a 429 adds when to try again, from its
 * `Retry-After` in whole minutes, rounded up (decision 0055).
 */
export function useRefusalLines(error: unknown): string[] {
  const t = useT();
  const server = useServerMessages();
  if (!error) return [];
  const lines = server.of(error);
  const wait = error instanceof ApiError ? error.retryAfterSeconds : null;
  return wait === null ? lines : [...lines, t('auth.tryAgainIn', { minutes: Math.max(1, Math.ceil(wait / 60)) })];
}
