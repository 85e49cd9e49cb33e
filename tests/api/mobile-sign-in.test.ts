import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#server/config.js';
import { mailOutbox, signInCodes, users } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { testDbKind } from '#tests/support/database.js';
import { cookieOf, type SignedIn, signUp } from '#tests/support/factories.js';
import { newMobile, signInCodeIn } from '#tests/support/mobile-numbers.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { createProduct } from '#tests/support/products.js';
import { startTextGateway, type TestTextGateway } from '#tests/support/text-gateway.js';
import { giveMobile, textingBySms } from '#tests/support/texts.js';

/**
 * API.md "Phone first" (decision 0055): a code texted to a mobile signs in, makes an account or
 * attaches the number; codes are short-lived, single use, hashed, limited per number and per
 * address, and no answer tells whether a number has an account. The codes are read from the
 * texts the shop sent to a local SMS relay.
 */
const BAD_CODE = 'Code Is Invalid Or Expired..!!';

/** A mobile number no other test uses. */

let gateway: TestTextGateway;
let shop: TestShop;
beforeAll(async () => {
  gateway = await startTextGateway();
  shop = await createTestShop(textingBySms(`${gateway.url}/sms`));
});
afterAll(async () => {
  await shop?.close();
  await gateway?.stop();
});

type Answer = LightMyRequestResponse;

const send = (on: TestShop, mobile: unknown, { ip = '10.9.0.1', language }: { ip?: string; language?: string } = {}) =>
  on.app.inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: ip, payload: { mobile, ...(language ? { language } : {}) } });

const verify = (on: TestShop, payload: Record<string, unknown>, cookie?: string) =>
  on.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload, headers: cookie ? { cookie } : {} });

const attach = (on: TestShop, cookie: string | undefined, payload: Record<string, unknown>) =>
  on.app.inject({ method: 'PUT', url: '/api/user/mobile', payload, headers: cookie ? { cookie } : {} });

/** The texts the relay took for this number, oldest first. */
const textsTo = (mobile: string) =>
  gateway.received.filter((text) => text.body.to === `+91${mobile}`).map((text) => String(text.body.text));

/** The code of the last text the relay took for this number. */
const lastCode = (mobile: string): string => signInCodeIn(textsTo(mobile).at(-1));

/** Sends a code to the number (answered 200) and reads it from the text. */
async function codeFor(mobile: string, on: TestShop = shop): Promise<string> {
  const response = await send(on, mobile);
  expect(response.statusCode, response.body).toBe(200);
  return lastCode(mobile);
}

/** A code that is not the one sent. */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function expectBadCode(response: Answer): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', message: BAD_CODE });
}

function expectRateLimited(response: Answer): void {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: 'Too Many Attempts, Please Try Again Later..!!' });
  // When to try again: once the counted codes leave the limit's span, at most a span and a
  // quarter hour away (an hour and a quarter for the address's limit).
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 75 * 60, `retry-after ${response.headers['retry-after']}`).toBe(
    true,
  );
}

/** A shopper registered by e-mail whose verified mobile is a new number. */
async function shopperWithMobile(): Promise<SignedIn & { mobile: string }> {
  const shopper = await signUp(shop);
  const mobile = newMobile();
  await giveMobile(shop.database, shopper, mobile);
  return { ...shopper, mobile };
}

const whoIs = (cookie: string) => shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: { cookie } });

describe('sending a code', () => {
  it('answers a number with an account and one without alike, and texts both a 6-digit code', async () => {
    const known = await shopperWithMobile();
    const unknown = newMobile();
    const [a, b] = [await send(shop, known.mobile), await send(shop, unknown)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toMatchObject({ success: true, messageId: 'codeSent' });
    expect(textsTo(known.mobile)).toHaveLength(1);
    expect(textsTo(unknown)).toHaveLength(1);
    expect(lastCode(unknown)).toMatch(/^\d{6}$/);
  });

  it('takes the number as people type it, as addresses do', async () => {
    const mobile = newMobile();
    const typed = `+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`;
    expect((await send(shop, typed)).statusCode).toBe(200);
    expect(textsTo(mobile)).toHaveLength(1);
  });

  it('refuses a number that is not 10 digits with a clear message, and texts nothing', async () => {
    const before = gateway.received.length;
    for (const mobile of ['12345', '98765432101', 'call me', '']) {
      const response = await send(shop, mobile);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: ['Mobile Number: Mobile Number Should Be 10 Digit..!!'] });
    }
    expect(gateway.received).toHaveLength(before);
  });

  it("writes the text in the language asked, else the account's", async () => {
    const known = await shopperWithMobile();
    await shop.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, known.user._id));
    await send(shop, known.mobile);
    expect(textsTo(known.mobile).at(-1)).not.toMatch(/is your sign-in code/);
    const other = newMobile();
    await send(shop, other, { language: 'mr' });
    expect(textsTo(other).at(-1)).not.toMatch(/is your sign-in code/);
    const english = newMobile();
    await send(shop, english);
    expect(textsTo(english).at(-1)).toMatch(/is your sign-in code/);
  });

  it('keeps only a hash of the code, never the code', async () => {
    const mobile = newMobile();
    const code = await codeFor(mobile);
    const [row] = await shop.database.db.select().from(signInCodes).where(eq(signInCodes.mobile, mobile));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.codeHash).toBe(createHash('sha256').update(`${mobile}:${code}`).digest('hex'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60 * 1000);
  });
});

describe('signing in with a code', () => {
  it('signs a known number in with the session cookie a login sets', async () => {
    const known = await shopperWithMobile();
    const response = await verify(shop, { mobile: known.mobile, code: await codeFor(known.mobile) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ _id: known.user._id, email: known.email, mobile: known.mobile });
    const cookies = [response.headers['set-cookie']].flat().map(String);
    expect(cookies.find((c) => c.startsWith('session='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('session='))).toMatch(/SameSite=Lax/);
    expect(cookies.some((c) => c.startsWith('signed_in=1'))).toBe(true);
    const me = await whoIs(cookieOf(response));
    expect(me.json().user).toMatchObject({ _id: known.user._id, mobile: known.mobile });
  });

  it('uses a code once', async () => {
    const known = await shopperWithMobile();
    const code = await codeFor(known.mobile);
    expect((await verify(shop, { mobile: known.mobile, code })).statusCode).toBe(200);
    expectBadCode(await verify(shop, { mobile: known.mobile, code }));
  });

  it('makes an account for a new number only with a first name, with the same code', async () => {
    const mobile = newMobile();
    const code = await codeFor(mobile);
    const nameless = await verify(shop, { mobile, code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ code: 'VALIDATION', message: 'First Name: Required..!!' });
    expect(nameless.headers['set-cookie']).toBeUndefined();

    const made = await verify(shop, { mobile, code, firstName: 'Meena', lastName: 'Jadhav', language: 'mr' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().user).toMatchObject({ firstName: 'Meena', lastName: 'Jadhav', email: null, mobile, role: 'User', language: 'mr' });
    expect((await whoIs(cookieOf(made))).json().user).toMatchObject({ mobile, email: null });
    // The code was used up by the account it made; the number now signs in to it.
    expectBadCode(await verify(shop, { mobile, code, firstName: 'Meena' }));
    const again = await verify(shop, { mobile, code: await codeFor(mobile), firstName: 'Someone Else' });
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toMatchObject({ _id: made.json().user._id, firstName: 'Meena' });
  });

  it('lets an account made by phone order, sends it no mail and texts it instead', async () => {
    const mobile = newMobile();
    const made = await verify(shop, { mobile, code: await codeFor(mobile), firstName: 'Ravi' });
    expect(made.statusCode).toBe(201);
    const product = await createProduct(shop, { rate: 20, stocks: 10 });
    const order = await placeOrder(shop, cookieOf(made), orderBody([{ product, quantity: 1 }]));
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().order._id as string;
    const admin = await signUp(shop, { role: 'Admin' });
    const shipped = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${orderId}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Shipped' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mails = await shop.database.db.select().from(mailOutbox);
    expect(mails.filter((mail) => mail.eventKey.startsWith(`order:${orderId}:`) && mail.eventKey.includes(':shopper:'))).toEqual([]);
    // The order's news goes to the phone: placed and shipped, after the code.
    await expect.poll(() => textsTo(mobile).length, { timeout: 5000 }).toBe(3);
  });

  it("shows an account made by phone in the owner's users list, with its mobile", async () => {
    const mobile = newMobile();
    const name = `Phone${mobile}`;
    expect((await verify(shop, { mobile, code: await codeFor(mobile), firstName: name })).statusCode).toBe(201);
    const admin = await signUp(shop, { role: 'Admin' });
    const list = await shop.app.inject({ method: 'GET', url: `/api/user/admin/user?q=${name}`, headers: { cookie: admin.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().AllUsers).toEqual([expect.objectContaining({ firstName: name, email: null, mobile })]);
  });

  it('answers a wrong code with one message whether or not the number has an account', async () => {
    const known = await shopperWithMobile();
    const unknown = newMobile();
    const wrongForKnown = await verify(shop, { mobile: known.mobile, code: wrongOf(await codeFor(known.mobile)) });
    const wrongForUnknown = await verify(shop, { mobile: unknown, code: wrongOf(await codeFor(unknown)), firstName: 'Asha' });
    const neverSent = await verify(shop, { mobile: newMobile(), code: '123456' });
    expectBadCode(wrongForKnown);
    expect(wrongForUnknown.json()).toEqual(wrongForKnown.json());
    expect(neverSent.json()).toEqual(wrongForKnown.json());
  });

  it('takes the right code after four wrong ones, and voids it at the fifth', async () => {
    const mobile = (await shopperWithMobile()).mobile;
    const code = await codeFor(mobile);
    for (let n = 0; n < 4; n++) expectBadCode(await verify(shop, { mobile, code: wrongOf(code) }));
    expect((await verify(shop, { mobile, code })).statusCode).toBe(200);

    const next = await codeFor(mobile);
    for (let n = 0; n < 5; n++) expectBadCode(await verify(shop, { mobile, code: wrongOf(next) }));
    expectBadCode(await verify(shop, { mobile, code: next }));
    expect(await shop.database.db.select().from(signInCodes).where(eq(signInCodes.mobile, mobile))).toEqual([]);
    // A new code works again.
    expect((await verify(shop, { mobile, code: await codeFor(mobile) })).statusCode).toBe(200);
  });

  it('voids a code once a new one is sent', async () => {
    const mobile = (await shopperWithMobile()).mobile;
    const first = await codeFor(mobile);
    const second = await codeFor(mobile);
    // Two random codes may be equal (one chance in a million): then the first is the second.
    if (first !== second) expectBadCode(await verify(shop, { mobile, code: first }));
    expect((await verify(shop, { mobile, code: second })).statusCode).toBe(200);
  });

  it('refuses a code past its 10 minutes', async () => {
    const expiring = await createTestShop((config) => textingBySms(`${gateway.url}/sms`)({ ...config, signInCodeTtlMs: 60_000 }));
    try {
      const mobile = newMobile();
      const inTime = await codeFor(mobile, expiring);
      expiring.advanceClock(59_000);
      expect((await verify(expiring, { mobile, code: inTime, firstName: 'Asha' })).statusCode).toBe(201);
      const late = await codeFor(mobile, expiring);
      expiring.advanceClock(60_000);
      expectBadCode(await verify(expiring, { mobile, code: late }));
    } finally {
      await expiring.close();
    }
  });
});

describe('attaching a mobile to the account signed in', () => {
  it('attaches a number with the code sent to it, and the account answers with it', async () => {
    const shopper = await signUp(shop);
    const mobile = newMobile();
    const response = await attach(shop, shopper.cookie, { mobile: `0${mobile}`, code: await codeFor(mobile) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ _id: shopper.user._id, mobile, email: shopper.email });
    expect((await whoIs(shopper.cookie)).json().user.mobile).toBe(mobile);
    // The code is used up.
    expectBadCode(await attach(shop, shopper.cookie, { mobile, code: lastCode(mobile) }));
  });

  it('refuses a wrong code, and a guest', async () => {
    const shopper = await signUp(shop);
    const mobile = newMobile();
    const code = await codeFor(mobile);
    expectBadCode(await attach(shop, shopper.cookie, { mobile, code: wrongOf(code) }));
    expect((await attach(shop, undefined, { mobile, code })).statusCode).toBe(401);
    expect((await whoIs(shopper.cookie)).json().user.mobile).toBeNull();
  });

  it('answers 409 for a number another account holds, which keeps it', async () => {
    const holder = await shopperWithMobile();
    const other = await signUp(shop);
    const response = await attach(shop, other.cookie, { mobile: holder.mobile, code: await codeFor(holder.mobile) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'This Mobile Number Belongs To Another Account..!!' });
    expect((await whoIs(holder.cookie)).json().user.mobile).toBe(holder.mobile);
    expect((await whoIs(other.cookie)).json().user.mobile).toBeNull();
  });
});

/** A shop texting the relay with the contract's limits on codes (the test shop raises them for other tests). */
const contractLimits = (config: Config): Config =>
  textingBySms(`${gateway.url}/sms`)({ ...config, rateLimits: { ...config.rateLimits, codesPerMobile: 3, codesPerIpPerHour: 10 } });

describe('the limits on codes sent', () => {
  let limited: TestShop;
  beforeAll(async () => {
    limited = await createTestShop(contractLimits);
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('sends one number at most 3 codes in 15 minutes, from any address, then again once they are old', async () => {
    const mobile = newMobile();
    for (const ip of ['10.7.0.1', '10.7.0.2', '10.7.0.3']) expect((await send(limited, mobile, { ip })).statusCode).toBe(200);
    const refused = await send(limited, mobile, { ip: '10.7.0.4' });
    expectRateLimited(refused);
    expect(textsTo(mobile)).toHaveLength(3);
    // Another number is not held back.
    expect((await send(limited, newMobile(), { ip: '10.7.0.4' })).statusCode).toBe(200);
    // Retry-After says when: a second before it the number is still refused, at it a code goes.
    const retryAfterMs = Number(refused.headers['retry-after']) * 1000;
    expect(retryAfterMs).toBeGreaterThan(15 * 60 * 1000);
    limited.advanceClock(retryAfterMs - 1000);
    expectRateLimited(await send(limited, mobile, { ip: '10.7.0.5' }));
    limited.advanceClock(1000);
    expect((await send(limited, mobile, { ip: '10.7.0.6' })).statusCode).toBe(200);
  });

  it('sends at most 10 codes for one client address in an hour, whatever the numbers', async () => {
    for (let n = 0; n < 10; n++) expect((await send(limited, newMobile(), { ip: '10.7.1.1' })).statusCode).toBe(200);
    const refused = newMobile();
    expectRateLimited(await send(limited, refused, { ip: '10.7.1.1' }));
    expect(textsTo(refused)).toEqual([]);
    expect((await send(limited, refused, { ip: '10.7.1.2' })).statusCode).toBe(200);
  });
});

if (testDbKind === 'postgres') {
  describe('two app servers on one PostgreSQL', () => {
    let one: TestShop;
    let two: TestShop;
    beforeAll(async () => {
      one = await createTestShop(contractLimits);
      two = await createTestShop(contractLimits, { besides: one });
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
    });

    it('count the codes sent to one number, whichever server is asked', async () => {
      const mobile = newMobile();
      for (const [i, server] of [one, two, one].entries()) expect((await send(server, mobile, { ip: `10.8.0.${i}` })).statusCode).toBe(200);
      expectRateLimited(await send(two, mobile, { ip: '10.8.0.9' }));
      expectRateLimited(await send(one, mobile, { ip: '10.8.0.9' }));
    });

    it('take a code sent through one server on the other', async () => {
      const mobile = newMobile();
      const code = await codeFor(mobile, one);
      expect((await verify(two, { mobile, code, firstName: 'Asha' })).statusCode).toBe(201);
    });
  });
}
