import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { cookieOf, signUp } from '../support/factories.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const register = (payload: Record<string, unknown>) => shop.app.inject({ method: 'POST', url: '/api/user/register', payload });
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
      user: { firstName: 'Ravi', role: 'User', email: 'ravi@example.com' },
    });
    expect(body.user).not.toHaveProperty('password');
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a second account for the same e-mail in any case', async () => {
    const response = await register({ ...valid, email: 'RAVI@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it('lists every problem of a bad registration on its own line', async () => {
    const response = await register({ firstName: '', email: 'not-an-email', password: 'x', confirmPassword: 'y' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toEqual(
      expect.arrayContaining(['First Name: Required..!!', 'Last Name: Required..!!', 'Email: Invalid Email..!!']),
    );
  });

  it('refuses malformed JSON with a message', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('login and session', () => {
  it('signs in with a cookie and reads the logged-in user', async () => {
    const login = await shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'Ravi@Example.com', password: valid.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe('ravi@example.com');
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const me = await shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: { cookie: cookieOf(login) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ success: true, user: { firstName: 'Ravi', role: 'User' } });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: valid.email, password: 'nope nope' } });
    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nobody@example.com', password: 'nope nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('ends the session on logout', async () => {
    const { cookie } = await signUp(shop);
    const out = await shop.app.inject({ method: 'GET', url: '/api/user/logOut', headers: { cookie } });
    expect(out.json()).toMatchObject({ success: true, message: 'Logout Success..!!' });
    const me = await shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('UNAUTHENTICATED');
  });
});
