import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#server/config.js';
import { createTestShop, type TestShop } from '../support/app.js';

/**
 * Trust case 5, limits (docs/trust.md): password guessing with the shipped limits, measured on
 * the shop's own clock over hours, and the 100 KB JSON body limit at its exact edge. The
 * low-limit mechanics are in tests/api/rate-limits.test.ts and the 413 basics in
 * tests/api/errors.test.ts.
 */
let shop: TestShop;
let account: { email: string; password: string };
beforeAll(async () => {
  shop = await createTestShop((config) => ({ ...config, rateLimits: defaultRateLimits }));
  account = { email: 'target@example.com', password: 'the right password' };
  const registered = await shop.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress: '10.200.0.1',
    payload: { firstName: 'Asha', lastName: 'Patil', ...account, confirmPassword: account.password },
  });
  expect(registered.statusCode).toBe(201);
});
afterAll(() => shop.close());

async function register(email: string): Promise<void> {
  const registered = await shop.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress: '10.200.0.2',
    payload: { firstName: 'Ravi', lastName: 'Kumar', email, password: account.password, confirmPassword: account.password },
  });
  expect(registered.statusCode).toBe(201);
}

const MINUTE = 60_000;
let ipCounter = 0;
/** A new client address each time: an attacker with many machines. */
const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
const login = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, headers, payload: { email, password } });

describe('password guessing with the default limits', () => {
  /**
   * Guesses at one account by the minute from always new addresses: `plan(minute)` guesses in
   * that minute. Returns the minutes at which a guess was really checked (401, not 429).
   */
  async function guessAt(
    email: string,
    minutes: number,
    plan: (minute: number) => number,
  ): Promise<{ checked: number[]; refused: number }> {
    const checked: number[] = [];
    let refused = 0;
    for (let minute = 0; minute < minutes; minute++) {
      for (let guess = 0; guess < plan(minute); guess++) {
        const answer = await login(email, `guess ${minute}-${guess}`, freshIp());
        if (answer.statusCode === 401) checked.push(minute);
        else {
          expect(answer.statusCode).toBe(429);
          expect(answer.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: expect.stringMatching(/\w/) });
          refused += 1;
        }
      }
      shop.advanceClock(MINUTE);
    }
    return { checked, refused };
  }
  /** The most checked guesses inside any 60-minute span. */
  const worstHourOf = (checked: number[]) =>
    Math.max(0, ...checked.map((start) => checked.filter((m) => m >= start && m < start + 60).length));

  it('checks at most 300 wrong passwords for one account in any hour, however many addresses guess', async ({ task }) => {
    // A steady attacker: ten guesses every minute for two hours.
    await register('steady@example.com');
    const steady = await guessAt('steady@example.com', 120, () => 10);
    // A patient one, who knows the shop counts by quarter hours of its clock: starts on one, then
    // spends half the ceiling in the last minute of each quarter hour and half in the first of
    // the next, to fit the most into one hour were the hour counted by the clock.
    await register('patient@example.com');
    const quarter = defaultRateLimits.windowMs;
    shop.advanceClock(quarter - (shop.clock().getTime() % quarter));
    const patient = await guessAt('patient@example.com', 91, (minute) =>
      minute === 0 ? 1 : minute % 15 === 14 || minute % 15 === 0 ? 150 : 0,
    );
    for (const run of [steady, patient]) {
      expect(worstHourOf(run.checked)).toBeLessThanOrEqual(defaultRateLimits.loginFailuresPerEmailPerHour);
      expect(run.refused).toBeGreaterThan(0);
    }
    task.meta.figures = {
      'steady: guesses sent': 1200,
      'steady: most checked in an hour': worstHourOf(steady.checked),
      'patient: most checked in an hour': worstHourOf(patient.checked),
      'ceiling per hour': defaultRateLimits.loginFailuresPerEmailPerHour,
    };
  }, 180_000);

  it('limits one address to 100 logins per 15 minutes whatever the e-mails, and ignores a forged X-Forwarded-For', async ({ task }) => {
    shop.advanceClock(60 * MINUTE);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < defaultRateLimits.loginPerIp + 5; i++) {
      // Each try claims another origin; TRUST_PROXY is off, so the header is not believed.
      const answer = await login(`nobody-${i}@example.com`, 'wrong password', ip, { 'x-forwarded-for': freshIp() });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, defaultRateLimits.loginPerIp).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(defaultRateLimits.loginPerIp).every((s) => s === 429)).toBe(true);
    // Even the right password waits, from that address only.
    expect((await login(account.email, account.password, ip)).statusCode).toBe(429);
    expect((await login(account.email, account.password, freshIp())).statusCode).toBe(200);
    shop.advanceClock(defaultRateLimits.windowMs);
    expect((await login(account.email, account.password, ip)).statusCode).toBe(200);
    task.meta.figures = { 'allowed per 15 min': statuses.filter((s) => s === 401).length };
  }, 120_000);
});

describe('the JSON body limit', () => {
  const LIMIT = 100 * 1024;
  /** A login body of exactly `size` bytes. */
  const bodyOf = (size: number) => {
    const base = JSON.stringify({ email: 'a@example.com', password: 'x', filler: '' });
    return base.replace('"filler":""', `"filler":"${'f'.repeat(size - base.length)}"`);
  };
  const send = (payload: string | Readable) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('reads a body of exactly 100 KB and refuses one byte more with 413', async () => {
    expect(Buffer.byteLength(bodyOf(LIMIT))).toBe(LIMIT);
    expect((await send(bodyOf(LIMIT))).statusCode).toBe(401);
    const over = await send(bodyOf(LIMIT + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/\w/) });
  });

  it('refuses a chunked body without a length once it passes 100 KB', async () => {
    const chunks = Array.from({ length: 30 }, () => 'x'.repeat(8 * 1024));
    const stream = Readable.from([`{"email":"a@example.com","password":"x","filler":"`, ...chunks, '"}']);
    const answer = await send(stream);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
