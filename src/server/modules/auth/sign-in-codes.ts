import { randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.js';
import { signInCodes } from '#server/db/schema.js';
import { hashToken } from '#server/lib/tokens.js';

/** Wrong codes a code survives: the fifth wrong one voids it (API.md "Phone first"). */
export const SIGN_IN_CODE_TRIES = 5;

/** A code's stored form: the SHA-256 of the number and the code, as reset tokens are kept (lib/tokens.ts). */
const hashOf = (mobile: string, code: string) => hashToken(`${mobile}:${code}`);

/** Whether the code typed is the one stored, compared in constant time. */
function matches(stored: string, mobile: string, code: string): boolean {
  const typed = Buffer.from(hashOf(mobile, code), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return typed.length === kept.length && timingSafeEqual(typed, kept);
}

/** What a code typed for a number turned out to be. */
export type CodeCheck = 'right' | 'wrong';

/**
 * The sign-in codes sent to mobiles (decision 0055): 6 random digits, one live code per number
 * (a new one replaces the last), kept only as a hash, valid for `ttlMs`, used once, and void
 * after `SIGN_IN_CODE_TRIES` wrong ones. The same code signs in and attaches the number to the
 * account signed in: whoever holds the phone proves it the same way for both.
 */
export function createSignInCodes({ db, clock, ttlMs }: { db: Db; clock: () => Date; ttlMs: number }) {
  /** A new code for the number, stored (replacing any before it) before it is answered for sending. */
  async function issue(mobile: string): Promise<{ code: string; validForMs: number }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = clock();
    const row = { mobile, codeHash: hashOf(mobile, code), expiresAt: new Date(now.getTime() + ttlMs), wrongTries: 0, createdAt: now };
    await db
      .insert(signInCodes)
      .values(row)
      .onConflictDoUpdate({
        target: signInCodes.mobile,
        set: { codeHash: row.codeHash, expiresAt: row.expiresAt, wrongTries: 0, createdAt: now },
      });
    return { code, validForMs: ttlMs };
  }

  /**
   * Checks a code inside the caller's transaction, holding the number's row until it ends (two
   * tries at once are counted one after the other). A wrong code counts a try, and the last try
   * deletes the code; a missing, expired or void code is wrong without a try. A right code is
   * left in place for the caller to `spend` once it has done what the code was for, or to keep
   * when it refuses for another reason.
   */
  async function check(tx: Tx, mobile: string, code: string): Promise<CodeCheck> {
    const [row] = await tx.select().from(signInCodes).where(eq(signInCodes.mobile, mobile)).for('update');
    if (!row || row.expiresAt <= clock() || row.wrongTries >= SIGN_IN_CODE_TRIES) return 'wrong';
    if (matches(row.codeHash, mobile, code)) return 'right';
    if (row.wrongTries + 1 >= SIGN_IN_CODE_TRIES) await tx.delete(signInCodes).where(eq(signInCodes.mobile, mobile));
    else
      await tx
        .update(signInCodes)
        .set({ wrongTries: sql`${signInCodes.wrongTries} + 1` })
        .where(eq(signInCodes.mobile, mobile));
    return 'wrong';
  }

  /** Uses up the number's code (single use), in the transaction that acted on it. */
  async function spend(tx: Tx, mobile: string): Promise<void> {
    await tx.delete(signInCodes).where(eq(signInCodes.mobile, mobile));
  }

  return { issue, check, spend };
}
export type SignInCodes = ReturnType<typeof createSignInCodes>;
