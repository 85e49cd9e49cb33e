import { useEffect } from 'react';

/** The WebOTP API's credential (not yet in TypeScript's DOM types). */
interface OtpCredential extends Credential {
  code: string;
}

/**
 * Reads the code from the text as it arrives, where the browser offers the WebOTP API (Chrome on
 * Android); elsewhere nothing happens and the shopper types it. Stops when `listening` turns
 * false or the screen leaves.
 */
export function useWebOtp(listening: boolean, onCode: (code: string) => void): void {
  useEffect(() => {
    if (!listening || typeof window === 'undefined' || !('OTPCredential' in window)) return;
    const controller = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        if (credential && 'code' in credential) onCode((credential as OtpCredential).code);
      })
      .catch(() => {
        // Aborted, refused or timed out: the shopper types the code.
      });
    return () => controller.abort();
  }, [listening, onCode]);
}
