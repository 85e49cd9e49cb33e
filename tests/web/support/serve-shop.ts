import { randomUUID } from 'node:crypto';
import type { User } from '#common/schemas/auth.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { login } from '#web/features/auth/api/login.js';
import { register } from '#web/features/auth/api/register.js';

/** happy-dom's own handle on the page (not part of the DOM's types). */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/**
 * Puts the page at `origin`. The web app calls its API by relative paths (`/api/...`), as it
 * does in the browser where it is served by the shop, so this is where those calls now go.
 */
export function setPageOrigin(origin: string): void {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}/`);
}

/**
 * The real shop on a fresh database (tests/support/app.ts), listening on a free port of
 * 127.0.0.1, with the page put on its address: the web code under test reaches it through
 * happy-dom's fetch, which makes real requests and keeps the session cookie like a browser.
 */
export async function serveShop(options: Parameters<typeof createTestShop>[1] = {}): Promise<{ shop: TestShop; origin: string }> {
  const shop = await createTestShop(undefined, options);
  const origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
  setPageOrigin(origin);
  return { shop, origin };
}

/** Registers a new shopper and logs in through the web app's own API calls: the page then holds their session. */
export async function signUpInPage(): Promise<User> {
  const email = `shopper-${randomUUID()}@example.com`;
  const password = 'correct horse battery';
  await register({ firstName: 'Asha', lastName: 'Patil', email, password, confirmPassword: password });
  return login({ email, password });
}
