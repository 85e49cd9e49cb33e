import type { Language } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import type { AttachMobileInput, SendCodeInput, User, VerifyCodeInput } from '#common/schemas/auth.js';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/client.js';
import { AppError, badRequest } from '#server/lib/errors.js';
import type { Limiter } from '#server/lib/rate-limit.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import type { SignInCodeSent } from '#server/modules/texts/service.js';
import type { UsersService } from '../users/service.js';
import { toUser } from '../users/service.js';
import type { SessionStore } from './sessions.js';
import { createSignInCodes } from './sign-in-codes.js';

/** The span of the per-address limit on codes sent. */
const HOUR_MS = 60 * 60 * 1000;
/** The span of the per-number limit on codes sent. */
const QUARTER_HOUR_MS = 15 * 60 * 1000;

interface Deps {
  db: Db;
  config: Pick<Config, 'rateLimits' | 'signInCodeTtlMs'>;
  clock: () => Date;
  users: UsersService;
  sessions: SessionStore;
  settings: Pick<SettingsService, 'getSettings'>;
  limiter: Limiter;
  /** The texts service's `sendSignInCode`: sends at once, ahead of every text waiting. */
  sendSignInCode: (text: {
    mobile: string;
    code: string;
    language: Language;
    shopName: string;
    validForMs: number;
  }) => Promise<SignInCodeSent>;
}

const badCode = () => new AppError('VALIDATION', shopMessage('badCode'));

/**
 * Signing in with a mobile number and a code texted to it (API.md "Phone first", decision 0055):
 * sending a code, signing in or making an account with it, and attaching a number to the account
 * signed in. Every answer about a number is the same whether or not it has an account.
 */
export function createMobileSignIn({ db, config, clock, users, sessions, settings, limiter, sendSignInCode }: Deps) {
  const limits = config.rateLimits;
  const codes = createSignInCodes({ db, clock, ttlMs: config.signInCodeTtlMs });

  /**
   * At most `codesPerIpPerHour` codes for one client address in any hour and `codesPerMobile`
   * to one number in any 15 minutes (429 past either); counted before the code is made, in the
   * limiter's counters, which PostgreSQL shares between app servers. The code is stored before
   * it is sent, in the account's language unless the screen asked for one.
   */
  async function send({ mobile, language }: SendCodeInput, ip: string): Promise<void> {
    await limiter.consumeOver(`code:ip:${ip}`, limits.codesPerIpPerHour, HOUR_MS);
    await limiter.consumeOver(`code:mobile:${mobile}`, limits.codesPerMobile, QUARTER_HOUR_MS);
    const [account, shop] = await Promise.all([users.findByMobile(mobile), settings.getSettings()]);
    const { code, validForMs } = await codes.issue(mobile);
    // A text the gateway did not take now is tried again until the code expires: the answer is the same.
    await sendSignInCode({ mobile, code, language: language ?? account?.language ?? 'en', shopName: shop.shopName, validForMs });
  }

  /**
   * A right code signs in to the number's account, or makes one when `firstName` came with it
   * (`created`); a new number without a name is 400 and its code stays usable. A wrong try is
   * counted whatever the number, so the answer never tells whether it has an account.
   */
  async function verify(input: VerifyCodeInput): Promise<{ user: User; token: string; created: boolean }> {
    const outcome = await db.transaction(async (tx) => {
      if ((await codes.check(tx, input.mobile, input.code)) === 'wrong') return { kind: 'wrong' as const };
      const existing = await users.findByMobile(input.mobile, tx);
      if (existing) {
        await codes.spend(tx, input.mobile);
        return { kind: 'signedIn' as const, row: existing, created: false };
      }
      if (!input.firstName) return { kind: 'nameNeeded' as const };
      const row = await users.createByMobile(tx, {
        firstName: input.firstName,
        lastName: input.lastName ?? '',
        mobile: input.mobile,
        language: input.language,
      });
      await codes.spend(tx, input.mobile);
      return { kind: 'signedIn' as const, row, created: true };
    });
    // Thrown after the transaction, so that the wrong try it counted stays counted.
    if (outcome.kind === 'wrong') throw badCode();
    if (outcome.kind === 'nameNeeded') throw badRequest(shopMessage('fieldRequired', { field: 'firstName' }));
    const token = await sessions.start(outcome.row.id);
    return { user: toUser(outcome.row), token, created: outcome.created };
  }

  /**
   * Attaches the number to the account signed in with a code sent to it; 409 when another
   * account holds it (the code is then left as it was: the number changes hands only when its
   * holder's account is deleted).
   */
  async function attach(userId: string, { mobile, code }: AttachMobileInput): Promise<User> {
    const outcome = await db.transaction(async (tx) => {
      if ((await codes.check(tx, mobile, code)) === 'wrong') return undefined;
      const row = await users.setMobile(tx, userId, mobile);
      await codes.spend(tx, mobile);
      return row;
    });
    if (!outcome) throw badCode();
    // Sessions keep copies of accounts: every session of this one answers with the number now.
    await sessions.userChanged(userId);
    return toUser(outcome);
  }

  return { send, verify, attach };
}
export type MobileSignIn = ReturnType<typeof createMobileSignIn>;
