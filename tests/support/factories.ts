import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '#common/schemas/auth.js';
import { users } from '#server/db/schema.js';
import type { TestShop } from './app.js';

export interface SignedIn {
  user: User;
  cookie: string;
  email: string;
  password: string;
}

/** The session cookie of a response, ready for a `cookie` request header. */
export function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const first = [header].flat()[0];
  if (typeof first !== 'string') throw new Error('no set-cookie in the response');
  return first.split(';')[0] as string;
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return cookieOf(response);
}

/** Registers a new customer through the API (an Admin when asked: role set in the database) and logs in. */
export async function signUp(shop: TestShop, options: { role?: 'Admin' | 'User'; firstName?: string } = {}): Promise<SignedIn> {
  const email = `shopper-${randomUUID()}@example.com`;
  const password = 'correct horse battery';
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { firstName: options.firstName ?? 'Asha', lastName: 'Patil', email, password, confirmPassword: password },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const user = response.json().user as User;
  if (options.role === 'Admin') {
    await shop.database.db.update(users).set({ role: 'Admin' }).where(eq(users.id, user._id));
    user.role = 'Admin';
  }
  return { user, cookie: await login(shop.app, email, password), email, password };
}
