import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { login, type SignedIn, signUp } from '../support/factories.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const me = (cookie: string) => shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: { cookie } });
const tryLogin = (email: string, password: string) =>
  shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
const changePassword = (cookie: string | undefined, payload: Record<string, unknown>) =>
  shop.app.inject({ method: 'PUT', url: '/api/user/changePassword', headers: cookie ? { cookie } : {}, payload });
const askReset = (email: string) => shop.app.inject({ method: 'POST', url: '/api/user/send-reset-password-email', payload: { email } });
const reset = (id: string, token: string, password: string, confirm = password) =>
  shop.app.inject({ method: 'POST', url: `/api/user/reset-password/${id}/${token}`, payload: { password, confirm_password: confirm } });

/** Quoted-printable soft line breaks (`=` at a line's end) split long links; undo them and the escapes. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Tokens of the reset links mailed to a user so far, read from the outbox (no SMTP_URL in tests). */
async function resetTokensOf(userId: string, of: TestShop = shop): Promise<{ files: string[]; tokens: string[] }> {
  const outbox = path.join(of.config.dataDir, 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  const link = new RegExp(`${of.config.publicUrl}/reset-password/${userId}/([A-Za-z0-9_-]+)`);
  const found = { files: [] as string[], tokens: [] as string[] };
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const match = decodeQuotedPrintable(await readFile(path.join(outbox, name), 'utf8')).match(link);
    if (match?.[1]) {
      found.files.push(name);
      found.tokens.push(match[1]);
    }
  }
  return found;
}

/** Asks for a reset link and waits for its mail (it is written in the background). */
async function mailedResetToken(user: SignedIn, of: TestShop = shop): Promise<string> {
  const before = await resetTokensOf(user.user._id, of);
  const response = await of.app.inject({ method: 'POST', url: '/api/user/send-reset-password-email', payload: { email: user.email } });
  expect(response.statusCode).toBe(200);
  for (let waited = 0; waited < 5000; waited += 25) {
    const now = await resetTokensOf(user.user._id, of);
    const fresh = now.tokens.find((token) => !before.tokens.includes(token));
    if (fresh) return fresh;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no reset mail for ${user.email}`);
}

describe('change password', () => {
  it('refuses a guest', async () => {
    const response = await changePassword(undefined, { password: 'new password 1', confirm_password: 'new password 1' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it.each([
    [
      { password: 'new password 1', confirm_password: 'new password 2' },
      "Confirm Password: Password And Confirm Password Doesn't Match..!!",
    ],
    [{ password: 'short', confirm_password: 'short' }, 'Password: At least 8 characters..!!'],
    [{ password: 'p'.repeat(129), confirm_password: 'p'.repeat(129) }, 'Password: At most 128 characters..!!'],
    [{ confirm_password: 'new password 1' }, 'Password: Required..!!'],
    [{ password: 'new password 1' }, 'Confirm Password: Required..!!'],
  ])('refuses %j with "%s" and keeps the old password', async (payload, line) => {
    const user = await signUp(shop);
    const response = await changePassword(user.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(response.json().message).toContain(line);
    expect((await tryLogin(user.email, user.password)).statusCode).toBe(200);
  });

  it('keeps the current session, ends the others, and swaps the passwords', async () => {
    const user = await signUp(shop);
    const otherDevice = await login(shop.app, user.email, user.password);
    const response = await changePassword(user.cookie, { password: 'brand new secret', confirm_password: 'brand new secret' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password Updated..!!', messageId: 'passwordUpdated', values: {} });
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await tryLogin(user.email, user.password)).statusCode).toBe(401);
    expect((await tryLogin(user.email, 'brand new secret')).statusCode).toBe(200);
  });
});

describe('forgotten password', () => {
  it('answers a known and an unknown e-mail alike, and mails only the known one', async () => {
    const user = await signUp(shop);
    const known = await askReset(user.email.toUpperCase());
    const unknown = await askReset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toMatchObject({ success: true, message: expect.any(String) });
    await expect.poll(async () => (await resetTokensOf(user.user._id)).tokens.length).toBe(1);
    const outbox = path.join(shop.config.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((name) => readFile(path.join(outbox, name), 'utf8')));
    expect(mails.some((mail) => mail.includes('nobody-here@example.com'))).toBe(false);
  });

  it.each([
    [{}, 'Email: Required..!!'],
    [{ email: '' }, 'Email: Required..!!'],
    [{ email: 'not-an-email' }, 'Email: Invalid Email..!!'],
  ])('refuses %j with "%s"', async (payload, line) => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/user/send-reset-password-email', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(line);
  });

  it('mails a link to /reset-password/{userId}/{token} that resets once and ends every session', async () => {
    const user = await signUp(shop);
    const otherDevice = await login(shop.app, user.email, user.password);
    const token = await mailedResetToken(user);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const first = await reset(user.user._id, token, 'reset secret 99');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await tryLogin(user.email, user.password)).statusCode).toBe(401);
    expect((await tryLogin(user.email, 'reset secret 99')).statusCode).toBe(200);

    const again = await reset(user.user._id, token, 'another secret 1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await tryLogin(user.email, 'reset secret 99')).statusCode).toBe(200);
  });

  it('refuses a link presented with another user’s id, which stays usable for its own user', async () => {
    const owner = await signUp(shop);
    const stranger = await signUp(shop);
    const token = await mailedResetToken(owner);
    const wrong = await reset(stranger.user._id, token, 'hijacked secret');
    expect(wrong.statusCode).toBe(400);
    expect((await tryLogin(stranger.email, 'hijacked secret')).statusCode).toBe(401);
    expect((await tryLogin(stranger.email, stranger.password)).statusCode).toBe(200);
    expect((await reset(owner.user._id, token, 'owner secret 1')).statusCode).toBe(200);
  });

  it('works within 15 minutes and not after', async () => {
    const user = await signUp(shop);
    const early = await mailedResetToken(user);
    shop.advanceClock(14 * 60_000);
    expect((await reset(user.user._id, early, 'in time secret')).statusCode).toBe(200);

    const late = await mailedResetToken(user);
    shop.advanceClock(15 * 60_000 + 1000);
    const response = await reset(user.user._id, late, 'too late secret');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect((await tryLogin(user.email, 'in time secret')).statusCode).toBe(200);
  });

  it('keeps the link usable after a refused body, and a newer reset voids older links', async () => {
    const user = await signUp(shop);
    const older = await mailedResetToken(user);
    const newer = await mailedResetToken(user);
    const mismatch = await reset(user.user._id, newer, 'first choice 1', 'second choice 2');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain("Confirm Password: Password And Confirm Password Doesn't Match..!!");
    expect((await reset(user.user._id, newer, 'final secret 1')).statusCode).toBe(200);
    expect((await reset(user.user._id, older, 'older secret 1')).statusCode).toBe(400);
  });

  it('refuses made-up and malformed links without a server error', async () => {
    const user = await signUp(shop);
    for (const [id, token] of [
      [user.user._id, 'made-up-token'],
      ['not-a-uuid', 'made-up-token'],
      [user.user._id, 't'.repeat(99)],
    ] as const) {
      const response = await reset(id, token, 'whatever secret');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    // Past the router's 100-character parameter limit Fastify itself refuses the path.
    const tooLong = await reset(user.user._id, 't'.repeat(250), 'whatever secret');
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
  });
});

describe('guards on reset links', () => {
  it('a password change voids the reset links sent before it', async () => {
    const user = await signUp(shop);
    const token = await mailedResetToken(user);
    const changed = await changePassword(user.cookie, { password: 'changed secret 7', confirm_password: 'changed secret 7' });
    expect(changed.statusCode).toBe(200);
    const late = await reset(user.user._id, token, 'hijacked secret 1');
    expect(late.statusCode).toBe(400);
    expect((await tryLogin(user.email, 'changed secret 7')).statusCode).toBe(200);
    // A link asked for after the change works.
    expect((await reset(user.user._id, await mailedResetToken(user), 'fresh secret 2')).statusCode).toBe(200);
  });

  it('counts failed resets per address and per account; a good link is not counted', async () => {
    const limited = await createTestShop((config) => ({
      ...config,
      rateLimits: { ...config.rateLimits, resetFailuresPerIp: 3, resetFailuresPerAccount: 5 },
    }));
    try {
      const victim = await signUp(limited);
      const resetFrom = (ip: string, id: string, token: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/user/reset-password/${id}/${token}`,
          remoteAddress: ip,
          payload: { password: 'guessed secret 1', confirm_password: 'guessed secret 1' },
        });
      // Per address, whichever account the links name.
      for (let i = 0; i < 3; i++) expect((await resetFrom('10.7.0.1', crypto.randomUUID(), `bogus-${i}`)).statusCode).toBe(400);
      const refused = await resetFrom('10.7.0.1', crypto.randomUUID(), 'bogus-3');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // Per account, across addresses.
      for (let i = 0; i < 5; i++) expect((await resetFrom(`10.7.1.${i}`, victim.user._id, `bogus-${i}`)).statusCode).toBe(400);
      expect((await resetFrom('10.7.1.9', victim.user._id, 'bogus-9')).statusCode).toBe(429);
      // Good links from one address are never counted as failures.
      const other = await signUp(limited);
      for (let i = 0; i < 4; i++) {
        const token = await mailedResetToken(other, limited);
        expect((await resetFrom('10.7.2.1', other.user._id, token)).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
