import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { cookieOf, signUp } from '../support/factories.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const register = (payload: Record<string, unknown>) => shop.app.inject({ method: 'POST', url: '/api/user/register', payload });
const login = (payload: Record<string, unknown>) => shop.app.inject({ method: 'POST', url: '/api/user/login', payload });
const me = (cookie?: string) => shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: cookie ? { cookie } : {} });
const valid = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.com',
  password: 'green peas 42',
  confirmPassword: 'green peas 42',
};

describe('register', () => {
  it('creates a customer without signing in, whatever role the body claims', async () => {
    const response = await register({ ...valid, role: 'Admin' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Register SuccessFully..!!',
      user: { firstName: 'Ravi', lastName: 'Kumar', role: 'User', email: 'ravi@example.com' },
    });
    expect(Object.keys(body.user).sort()).toEqual([
      '_id',
      'createdAt',
      'creditLimit',
      'email',
      'firstName',
      'language',
      'lastName',
      'mobile',
      'role',
    ]);
    expect(new Date(body.user.createdAt).toISOString()).toBe(body.user.createdAt);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a second account for the same e-mail in any case', async () => {
    const response = await register({ ...valid, email: 'RAVI@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT', message: expect.any(String) });
  });

  it('lists every problem of a bad registration on its own line', async () => {
    const response = await register({ firstName: '', email: 'not-an-email', password: 'x', confirmPassword: 'y' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(body.message).toEqual(
      expect.arrayContaining([
        'First Name: Required..!!',
        'Last Name: Required..!!',
        'Email: Invalid Email..!!',
        'Password: At least 8 characters..!!',
      ]),
    );
  });

  it.each([
    [{ firstName: undefined }, 'First Name: Required..!!'],
    [{ firstName: '   ' }, 'First Name: Required..!!'],
    [{ firstName: 'x'.repeat(51) }, 'First Name: At most 50 characters..!!'],
    [{ lastName: undefined }, 'Last Name: Required..!!'],
    [{ lastName: 'x'.repeat(51) }, 'Last Name: At most 50 characters..!!'],
    [{ email: undefined }, 'Email: Required..!!'],
    [{ email: 'ravi@' }, 'Email: Invalid Email..!!'],
    [{ password: undefined }, 'Password: Required..!!'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password: At least 8 characters..!!'],
    [{ password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }, 'Password: At most 128 characters..!!'],
    [{ confirmPassword: undefined }, 'Confirm Password: Required..!!'],
    [{ confirmPassword: 'green peas 43' }, "Confirm Password: Password And Confirm Password Doesn't Match..!!"],
  ])('refuses %j with "%s"', async (change, line) => {
    const response = await register({ ...valid, email: 'new-one@example.com', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(response.json().message).toContain(line);
  });

  it('stores nothing of a refused registration', async () => {
    const response = await login({ email: 'new-one@example.com', password: valid.password });
    expect(response.statusCode).toBe(401);
  });

  it('trims names and keeps the e-mail in lower case', async () => {
    const response = await register({ ...valid, firstName: '  Meera ', email: ' Meera@Example.COM ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ firstName: 'Meera', email: 'meera@example.com' });
  });
});

describe('login', () => {
  it('signs in with a session cookie and reads the logged-in user', async () => {
    const response = await login({ email: 'Ravi@Example.com', password: valid.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { email: 'ravi@example.com', role: 'User' } });
    expect(response.json().user).not.toHaveProperty('passwordHash');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^session=[\w-]{40,};/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/; Secure/);
    const current = await me(cookieOf(response));
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ success: true, user: response.json().user });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login({ email: valid.email, password: 'nope nope' });
    const unknown = await login({ email: 'nobody@example.com', password: 'nope nope' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it.each([
    [{ email: undefined }, 'Email: Required..!!'],
    [{ email: 'ravi' }, 'Email: Invalid Email..!!'],
    [{ password: undefined }, 'Password: Required..!!'],
    [{ password: '' }, 'Password: Required..!!'],
    [{ password: 'p'.repeat(129) }, 'Password: At most 128 characters..!!'],
  ])('refuses %j with "%s"', async (change, line) => {
    const response = await login({ email: valid.email, password: valid.password, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(response.json().message).toContain(line);
  });

  it('starts a new session on every login', async () => {
    const first = cookieOf(await login({ email: valid.email, password: valid.password }));
    const second = cookieOf(await login({ email: valid.email, password: valid.password }));
    expect(first).not.toBe(second);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('ends the browser’s previous session when it logs in again', async () => {
    const first = cookieOf(await login({ email: valid.email, password: valid.password }));
    const again = await shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { cookie: first },
      payload: { email: valid.email, password: valid.password },
    });
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again)).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
  });
});

describe('logged-in user and logout', () => {
  it('answers 401 to a guest or a made-up cookie', async () => {
    for (const cookie of [undefined, 'session=made-up', `session=${'x'.repeat(300)}`]) {
      const response = await me(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED', message: expect.any(String) });
    }
  });

  it('ends the session on the server, so the old cookie is refused afterwards', async () => {
    const { cookie } = await signUp(shop);
    const out = await shop.app.inject({ method: 'GET', url: '/api/user/logOut', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logout Success..!!' });
    expect(String(out.headers['set-cookie'])).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('lets a guest log out too', async () => {
    const out = await shop.app.inject({ method: 'GET', url: '/api/user/logOut' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logout Success..!!' });
  });
});

describe('over https', () => {
  let secure: TestShop;
  beforeAll(async () => {
    secure = await createTestShop((config) => ({ ...config, cookieSecure: true }));
  });
  afterAll(() => secure.close());

  it('names the cookie __Host-session and marks it Secure', async () => {
    const password = 'fresh mango 7';
    const email = 'secure@example.com';
    await secure.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { firstName: 'Isha', lastName: 'Rao', email, password, confirmPassword: password },
    });
    const response = await secure.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-session=[\w-]{40,};/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/);
    const cookie = cookieOf(response);
    const current = await secure.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: { cookie } });
    expect(current.statusCode).toBe(200);
    // The plain name is not read over https: it could have been planted by another subdomain.
    const planted = await secure.app.inject({
      method: 'GET',
      url: '/api/user/getloggeduser',
      headers: { cookie: cookie.replace('__Host-session', 'session') },
    });
    expect(planted.statusCode).toBe(401);
    const out = await secure.app.inject({ method: 'GET', url: '/api/user/logOut', headers: { cookie } });
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-session=;.*Secure/);
  });
});
