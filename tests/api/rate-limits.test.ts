import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, defaultRateLimits } from '#server/config.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { testDbKind } from '../support/database.js';

type Response = Awaited<ReturnType<TestShop['app']['inject']>>;

const loginFrom = (shop: TestShop, ip: string, email: string, password: string) =>
  shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: ip, payload: { email, password } });

/** A customer registered from an address of its own, so the limits under test see nothing of it. */
let customers = 0;
async function newCustomer(shop: TestShop): Promise<{ email: string; password: string }> {
  customers += 1;
  const email = `customer-${customers}@example.com`;
  const password = 'green peas 42';
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress: `10.99.${customers}.1`,
    payload: { firstName: 'Ravi', lastName: 'Kumar', email, password, confirmPassword: password },
  });
  expect(response.statusCode).toBe(201);
  return { email, password };
}

function expectRateLimited(response: Response): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: expect.stringMatching(/\w/) });
}

describe('with low limits', () => {
  // Each test uses its own client addresses and e-mails, so the counters do not mix.
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop((config) => ({
      ...config,
      rateLimits: {
        ...config.rateLimits,
        loginPerIp: 4,
        loginFailuresPerEmailAndIp: 3,
        loginFailuresPerEmailPerHour: 5,
        registerPerIp: 2,
        resetPerIp: 3,
        resetPerEmail: 2,
      },
    }));
  });
  afterAll(() => shop.close());

  it('limits logins per client address, whatever the e-mail', async () => {
    const user = await newCustomer(shop);
    for (let i = 0; i < 4; i++) expect((await loginFrom(shop, '10.0.0.1', `guess${i}@example.com`, 'wrong guess')).statusCode).toBe(401);
    expectRateLimited(await loginFrom(shop, '10.0.0.1', user.email, user.password));
    expect((await loginFrom(shop, '10.0.0.2', user.email, user.password)).statusCode).toBe(200);
  });

  it('limits failed logins per e-mail from one address, the right password too, but not from other addresses', async () => {
    const user = await newCustomer(shop);
    for (let i = 0; i < 3; i++) expect((await loginFrom(shop, '10.0.1.1', user.email, 'wrong guess')).statusCode).toBe(401);
    expectRateLimited(await loginFrom(shop, '10.0.1.1', user.email, user.password));
    expectRateLimited(await loginFrom(shop, '10.0.1.1', user.email.toUpperCase(), user.password));
    expect((await loginFrom(shop, '10.0.1.2', user.email, user.password)).statusCode).toBe(200);
  });

  it('limits failed logins per e-mail from all addresses together, even for the right password then', async () => {
    const user = await newCustomer(shop);
    for (let i = 0; i < 5; i++) expect((await loginFrom(shop, `10.0.8.${i}`, user.email, 'wrong guess')).statusCode).toBe(401);
    expectRateLimited(await loginFrom(shop, '10.0.8.9', user.email, 'wrong guess'));
    expectRateLimited(await loginFrom(shop, '10.0.8.9', user.email, user.password));
    // Another account is not touched.
    const other = await newCustomer(shop);
    expect((await loginFrom(shop, '10.0.8.9', other.email, other.password)).statusCode).toBe(200);
  });

  it('holds the per-e-mail ceiling over any hour, not per clock hour, and lifts it once the guesses are an hour old', async () => {
    const user = await newCustomer(shop);
    // To the last minute of a quarter hour of the clock: the guesses fall in it.
    const quarter = shop.config.rateLimits.windowMs;
    shop.advanceClock(2 * quarter - (shop.clock().getTime() % quarter) - 60_000);
    for (let i = 0; i < 5; i++) expect((await loginFrom(shop, `10.0.9.${i}`, user.email, 'wrong guess')).statusCode).toBe(401);
    // Two minutes later a new quarter hour (and a new clock hour, if counted by the hour) has begun.
    shop.advanceClock(2 * 60_000);
    expectRateLimited(await loginFrom(shop, '10.0.9.9', user.email, 'wrong guess'));
    // 58 minutes after the guesses, still within the hour.
    shop.advanceClock(56 * 60_000);
    expectRateLimited(await loginFrom(shop, '10.0.9.9', user.email, user.password));
    // Once the quarter hour they fell in is more than an hour behind, the owner signs in.
    shop.advanceClock(quarter);
    expect((await loginFrom(shop, '10.0.9.9', user.email, user.password)).statusCode).toBe(200);
  });

  it('does not count successful logins as failures', async () => {
    const user = await newCustomer(shop);
    for (let i = 0; i < 6; i++) expect((await loginFrom(shop, `10.0.2.${i}`, user.email, user.password)).statusCode).toBe(200);
  });

  it('counts parallel wrong guesses before checking them', async () => {
    const user = await newCustomer(shop);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => loginFrom(shop, `10.0.3.${i}`, user.email, `wrong guess ${i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const other = await newCustomer(shop);
    const fromOne = await Promise.all(Array.from({ length: 4 }, (_, i) => loginFrom(shop, '10.0.3.20', other.email, `wrong guess ${i}`)));
    expect(fromOne.map((a) => a.statusCode).sort()).toEqual([401, 401, 401, 429]);
  });

  it('limits registrations per client address', async () => {
    const register = (n: number) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress: '10.0.4.1',
        payload: {
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: `many-${n}@example.com`,
          password: 'green peas 42',
          confirmPassword: 'green peas 42',
        },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    expectRateLimited(await register(3));
    // The refused one was not stored.
    expect((await loginFrom(shop, '10.0.4.2', 'many-3@example.com', 'green peas 42')).statusCode).toBe(401);
  });

  const askReset = (ip: string, email: string) =>
    shop.app.inject({ method: 'POST', url: '/api/user/send-reset-password-email', remoteAddress: ip, payload: { email } });

  it('limits reset requests per client address', async () => {
    for (let i = 0; i < 3; i++) expect((await askReset('10.0.5.1', `reset-${i}@example.com`)).statusCode).toBe(200);
    expectRateLimited(await askReset('10.0.5.1', 'reset-9@example.com'));
    expect((await askReset('10.0.5.2', 'reset-9@example.com')).statusCode).toBe(200);
  });

  it('limits reset requests per e-mail across addresses', async () => {
    expect((await askReset('10.0.6.1', 'target@example.com')).statusCode).toBe(200);
    expect((await askReset('10.0.6.2', 'TARGET@example.com')).statusCode).toBe(200);
    expectRateLimited(await askReset('10.0.6.3', 'target@example.com'));
  });

  it('lets a client try again once the window has passed', async () => {
    const user = await newCustomer(shop);
    for (let i = 0; i < 3; i++) await loginFrom(shop, '10.0.7.1', user.email, 'wrong guess');
    expectRateLimited(await loginFrom(shop, '10.0.7.1', user.email, user.password));
    shop.advanceClock(shop.config.rateLimits.windowMs);
    expect((await loginFrom(shop, '10.0.7.1', user.email, user.password)).statusCode).toBe(200);
  });
});

describe('with the default limits', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop((config) => ({ ...config, rateLimits: defaultRateLimits }));
  });
  afterAll(() => shop.close());

  it('signs the owner in from a fresh address after 40 wrong passwords from other addresses', async () => {
    const user = await newCustomer(shop);
    for (let i = 0; i < 40; i++) expect((await loginFrom(shop, `10.3.0.${i % 4}`, user.email, `wrong ${i}`)).statusCode).toBe(401);
    expect((await loginFrom(shop, '10.3.0.200', user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses one address after 30 wrong passwords for one e-mail, the right password too, and only that address', async () => {
    const user = await newCustomer(shop);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await loginFrom(shop, '10.3.1.1', user.email, `wrong ${i}`)).statusCode);
    expect(statuses.slice(0, defaultRateLimits.loginFailuresPerEmailAndIp)).toEqual(Array(30).fill(401));
    expect(statuses.slice(defaultRateLimits.loginFailuresPerEmailAndIp)).toEqual([429, 429]);
    expectRateLimited(await loginFrom(shop, '10.3.1.1', user.email, user.password));
    expect((await loginFrom(shop, '10.3.1.2', user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses an e-mail from every address once 300 wrong passwords came from many in the hour, the right password too', async () => {
    const user = await newCustomer(shop);
    // Ten addresses at 30 each: each stays within its own limit.
    for (let i = 0; i < 300; i++) {
      expect((await loginFrom(shop, `10.3.2.${i % 10}`, user.email, `wrong ${i}`)).statusCode).toBe(401);
    }
    expectRateLimited(await loginFrom(shop, '10.3.2.100', user.email, 'wrong again'));
    expectRateLimited(await loginFrom(shop, '10.3.2.101', user.email, user.password));
    shop.advanceClock(75 * 60_000);
    expect((await loginFrom(shop, '10.3.2.101', user.email, user.password)).statusCode).toBe(200);
  });

  it('never limits a handful of ordinary logins from one address', async () => {
    const user = await newCustomer(shop);
    for (let i = 0; i < 8; i++) expect((await loginFrom(shop, '127.0.0.1', user.email, user.password)).statusCode).toBe(200);
  });
});

if (testDbKind === 'postgres') {
  describe('two app servers on one PostgreSQL', () => {
    let one: TestShop;
    let two: TestShop;
    const statements: string[] = [];
    const lowLimits = (config: Config): Config => ({
      ...config,
      rateLimits: { ...config.rateLimits, loginFailuresPerEmailAndIp: 3, loginFailuresPerEmailPerHour: 6 },
    });
    beforeAll(async () => {
      one = await createTestShop(lowLimits, { onQuery: (query) => statements.push(query) });
      two = await createTestShop(lowLimits, { besides: one });
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
    });

    it('count the same wrong passwords, whichever server is asked', async () => {
      const user = await newCustomer(one);
      const servers = [one, two, two, one, two, one];
      for (const [i, server] of servers.entries()) {
        expect((await loginFrom(server, `10.1.0.${i}`, user.email, 'wrong guess')).statusCode).toBe(401);
      }
      expectRateLimited(await loginFrom(one, '10.1.0.9', user.email, user.password));
      expectRateLimited(await loginFrom(two, '10.1.0.9', user.email, user.password));
    });

    it('count one address’s wrong passwords, whichever server is asked, and let the owner in from another', async () => {
      const user = await newCustomer(one);
      for (const server of [one, two, one]) expect((await loginFrom(server, '10.1.2.1', user.email, 'wrong guess')).statusCode).toBe(401);
      expectRateLimited(await loginFrom(two, '10.1.2.1', user.email, user.password));
      expect((await loginFrom(one, '10.1.2.2', user.email, user.password)).statusCode).toBe(200);
    });

    it('count an attempt in one statement per limit, and read the hour’s earlier quarters in one more', async () => {
      const user = await newCustomer(one);
      statements.length = 0;
      expect((await loginFrom(one, '10.1.1.1', user.email, 'wrong guess')).statusCode).toBe(401);
      const counting = statements.filter((s) => s.includes('rate_limit_windows'));
      // The address's window, the e-mail's from that address and the e-mail's quarter hour: one
      // insert-or-add each; the e-mail's earlier quarters: one read; a wrong password gives nothing back.
      expect(counting.map((s) => s.split(' ')[0])).toEqual(['insert', 'insert', 'insert', 'select']);
    });
  });
}

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop((config) => ({ ...config, trustProxy: 1, rateLimits: { ...config.rateLimits, loginPerIp: 2 } }));
  });
  afterAll(() => shop.close());

  const loginVia = (forwardedFor: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.com', password: 'wrong guess' },
    });

  it('counts the address the proxy saw, whatever the client put before it', async () => {
    expect((await loginVia('6.6.6.1, 10.2.0.1')).statusCode).toBe(401);
    expect((await loginVia('6.6.6.2, 10.2.0.1')).statusCode).toBe(401);
    expectRateLimited(await loginVia('6.6.6.3, 10.2.0.1'));
    expect((await loginVia('6.6.6.3, 10.2.0.2')).statusCode).toBe(401);
  });
});
