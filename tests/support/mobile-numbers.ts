import { randomInt } from 'node:crypto';

/**
 * Mobile numbers and sign-in codes as the tests of "Phone first" use them (API.md). Plain
 * functions, so the browser tests import them without the server.
 */

/** A 10-digit mobile number no other test uses (one in a billion to meet). */
export const newMobile = (): string => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** The 6-digit sign-in code in a text's words; stops the test when there is none. */
export function signInCodeIn(words: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(words ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code in "${words}"`);
  return code;
}
