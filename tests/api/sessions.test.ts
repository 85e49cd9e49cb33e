import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { login, signUp } from '../support/factories.js';

// This file moves the shop's clock by days; its shop is its own.
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const DAY = 24 * 3600 * 1000;
const me = (cookie: string) => shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: { cookie } });

describe('session expiry', () => {
  it('ends a session left idle for 7 days', async () => {
    const { cookie } = await signUp(shop);
    shop.advanceClock(7 * DAY + 60_000);
    const response = await me(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('keeps a session that is used within each 7 days, but never past 30 days', async () => {
    const { cookie } = await signUp(shop);
    for (let day = 6; day <= 24; day += 6) {
      shop.advanceClock(6 * DAY);
      expect((await me(cookie)).statusCode, `day ${day}`).toBe(200);
    }
    shop.advanceClock(6 * DAY + 60_000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('gives a fresh login a fresh 30 days', async () => {
    const user = await signUp(shop);
    shop.advanceClock(29 * DAY);
    const cookie = await login(shop.app, user.email, user.password);
    shop.advanceClock(2 * DAY);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });
});

describe('several sessions', () => {
  it('keeps each device’s session apart: logging out on one leaves the other signed in', async () => {
    const user = await signUp(shop);
    const phone = await login(shop.app, user.email, user.password);
    expect(phone).not.toBe(user.cookie);
    await shop.app.inject({ method: 'GET', url: '/api/user/logOut', headers: { cookie: phone } });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('uses long random tokens that differ on every login', async () => {
    const user = await signUp(shop);
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) tokens.add((await login(shop.app, user.email, user.password)).split('=')[1] as string);
    expect(tokens.size).toBe(5);
    // 32 random bytes in base64url: 43 characters, far over the 128 bits asked for.
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
