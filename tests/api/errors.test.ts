import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { login, signUp } from '../support/factories.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const registration = (email: string) => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  email,
  password: 'green peas 42',
  confirmPassword: 'green peas 42',
});

describe('the error envelope', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/user/nothing'],
    ['GET', '/api'],
    ['PATCH', '/api/user/login'],
  ] as const)('answers %s %s with 404', async (method, url) => {
    const response = await shop.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: expect.stringMatching(/\w/) });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.in", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', message: expect.stringMatching(/\w/) });
  });

  it.each([['[]'], ['"text"'], ['42'], ['null']])('refuses the JSON body %s with 400', async (payload) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('refuses a JSON body over 100 KB with 413', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { ...registration('big@example.com'), filler: 'x'.repeat(101 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/\w/) });
  });

  it('refuses a body type the server does not read with 415', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.in</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA' });
  });

  it('refuses strings over their maximum length with 400', async () => {
    const { cookie } = await signUp(shop);
    const long = await Promise.all([
      shop.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { ...registration('long@example.com'), lastName: 'k'.repeat(51) },
      }),
      shop.app.inject({ method: 'POST', url: '/api/user/register', payload: registration(`${'e'.repeat(250)}@example.com`) }),
      shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'a@b.in', password: 'p'.repeat(129) } }),
      shop.app.inject({
        method: 'POST',
        url: '/api/user/add/review',
        headers: { cookie },
        payload: { comment: 'c'.repeat(1001), ratings: 3 },
      }),
    ]);
    for (const response of long) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', message: [expect.stringMatching(/^[\w ]+: /)] });
    }
  });
});

describe('unknown body fields', () => {
  it('ignores them and never stores them, even near the size limit', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        ...registration('extra@example.com'),
        role: 'Admin',
        _id: '00000000-0000-4000-8000-000000000000',
        createdAt: '2000-01-01T00:00:00.000Z',
        passwordHash: 'planted',
        filler: 'x'.repeat(90 * 1024),
      },
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ role: 'User' });
    expect(user._id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(user.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(user).not.toHaveProperty('filler');
    await login(shop.app, 'extra@example.com', 'green peas 42');
  });
});

describe('an unexpected failure', () => {
  // Runs last: it breaks this file's database on purpose.
  it('answers 500 with the generic message and keeps the detail in the log', async () => {
    await shop.database.db.execute(sql`alter table reviews rename to reviews_gone`);
    const response = await shop.app.inject({ method: 'GET', url: '/api/user/get/reviews' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'INTERNAL', message: 'Something Went Wrong..!!' });
    expect(response.body).not.toMatch(/reviews|relation|select/i);
  });
});
