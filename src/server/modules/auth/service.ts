import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Language } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import type { LoginInput, NewPasswordInput, RegisterInput } from '#common/schemas/auth.js';
import { webPaths } from '#common/web-paths.js';
import type { Config } from '#server/config.js';
import type { Db, Tx } from '#server/db/client.js';
import { passwordResetTokens } from '#server/db/schema.js';
import { AppError } from '#server/lib/errors.js';
import type { Mailer } from '#server/lib/mailer.js';
import type { PasswordHasher } from '#server/lib/passwords.js';
import type { Limiter } from '#server/lib/rate-limit.js';
import { hashToken, newToken } from '#server/lib/tokens.js';
import { passwordResetMail } from '#server/modules/mail/service.js';
import type { UsersService } from '../users/service.js';
import { toUser } from '../users/service.js';
import { createLoginLimits } from './login-limits.js';
import type { SessionStore } from './sessions.js';

interface Deps {
  db: Db;
  config: Config;
  clock: () => Date;
  users: UsersService;
  sessions: SessionStore;
  hasher: PasswordHasher;
  mailer: Mailer;
  limiter: Limiter;
  log: { error: (obj: object, msg: string) => void };
}

/** Accounts: registration, login, sessions' end, password change and reset (spec 2.6). */
export function createAuthService({ db, config, clock, users, sessions, hasher, mailer, limiter, log }: Deps) {
  const limits = config.rateLimits;
  const loginLimits = createLoginLimits({ limiter, limits });

  async function register(input: RegisterInput, ip: string) {
    await limiter.consume(`register:ip:${ip}`, limits.registerPerIp);
    const passwordHash = await hasher.hashPassword(input.password);
    // The role is never taken from the body: every registration is a customer.
    const { firstName, lastName, email, language } = input;
    const row = await users.create({ firstName, lastName, email, passwordHash, ...(language ? { language } : {}) });
    return toUser(row);
  }

  /** Equal work for an unknown e-mail and a wrong password: timing tells nothing. */
  async function login(input: LoginInput, ip: string) {
    const attempt = await loginLimits.admit(input.email, ip);
    const row = await users.findByEmail(input.email);
    const ok = await hasher.verifyPassword(row?.passwordHash ?? undefined, input.password);
    if (!row || !ok) throw new AppError('UNAUTHENTICATED', shopMessage('wrongLogin'));
    await attempt.passed();
    const token = await sessions.start(row.id);
    return { user: toUser(row), token };
  }

  /** Ends the user's other sessions and voids the reset links sent before. */
  async function changePassword(userId: string, sessionId: string, input: NewPasswordInput) {
    const passwordHash = await hasher.hashPassword(input.password);
    await db.transaction(async (tx) => {
      await users.setPasswordHash(userId, passwordHash, tx);
      await voidResetLinks(tx, userId, clock());
    });
    await sessions.endAllOf(userId, sessionId);
  }

  const voidResetLinks = (tx: Tx, userId: string, at: Date) =>
    tx
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));

  /**
   * The same answer whether or not the e-mail has an account; the mail goes out in the
   * background, in the language asked in (the screen's), else the account's.
   */
  async function requestReset({ email, language }: { email: string; language?: Language | undefined }, ip: string) {
    await limiter.consume(`reset:ip:${ip}`, limits.resetPerIp);
    await limiter.consume(`reset:email:${email}`, limits.resetPerEmail);
    const row = await users.findByEmail(email);
    if (!row?.email) return;
    const token = newToken();
    await db.insert(passwordResetTokens).values({
      userId: row.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock().getTime() + config.resetTokenTtlMs),
    });
    const link = `${config.publicUrl}${webPaths.resetPassword.href(row.id, token)}`;
    const mail = passwordResetMail(language ?? row.language, {
      firstName: row.firstName,
      link,
      minutes: Math.round(config.resetTokenTtlMs / 60_000),
    });
    mailer.send({ to: row.email, ...mail }).catch((error: unknown) => log.error({ err: error }, 'reset mail failed'));
  }

  const usableLink = (tokenHash: string, now: Date) =>
    and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));

  /**
   * Single use, bound to its user, expiring; ends every session of the user. The link is checked
   * before the new password is hashed, so a bogus link costs no hashing; failed attempts count per
   * address and per account, given back when the link was good.
   */
  async function resetPassword(userId: string, token: string, input: NewPasswordInput, ip: string) {
    const accountKey = `reset-fail:user:${userId}`;
    await limiter.consume(`reset-fail:ip:${ip}`, limits.resetFailuresPerIp);
    await limiter.consume(accountKey, limits.resetFailuresPerAccount);
    const tokenHash = hashToken(token);
    const [link] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(usableLink(tokenHash, clock()));
    if (!link || link.userId !== userId) throw new AppError('VALIDATION', shopMessage('badResetLink'));
    await limiter.release(`reset-fail:ip:${ip}`);
    await limiter.release(accountKey);
    const passwordHash = await hasher.hashPassword(input.password);
    const now = clock();
    await db.transaction(async (tx) => {
      // Claimed again: a second use racing this one, or the link's expiry meanwhile, loses here.
      const [claimed] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(usableLink(tokenHash, now), eq(passwordResetTokens.userId, userId)))
        .returning({ id: passwordResetTokens.id });
      if (!claimed) throw new AppError('VALIDATION', shopMessage('badResetLink'));
      await users.setPasswordHash(userId, passwordHash, tx);
      await voidResetLinks(tx, userId, now);
    });
    await sessions.endAllOf(userId);
  }

  return { register, login, changePassword, requestReset, resetPassword };
}
export type AuthService = ReturnType<typeof createAuthService>;
