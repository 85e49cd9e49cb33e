import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACKNOWLEDGE_WAIT_MS } from '#server/lib/acknowledged-channel.js';
import { LISTENER_NAME } from '#server/lib/pg-listener.js';
import { SESSIONS_CHANNEL } from '#server/modules/auth/session-copies.js';
import { runAdminCommand } from '../../scripts/admin.js';
import { createTestShop, cutListeners, listenerPids, listenersBack, type TestShop } from '../support/app.js';
import { testDbKind } from '../support/database.js';
import { login, type SignedIn, signUp } from '../support/factories.js';

// Each app server keeps the sessions it resolved lately (decision 0031): every change a session's
// answer depends on must show at the next request, on this server and on every other.

/** Statements that read a session: the copies keep them from most requests. */
const sessionReads: string[] = [];
let shop: TestShop;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestShop(undefined, {
    onQuery: (query) => {
      if (/from "sessions" inner join "users"/.test(query)) sessionReads.push(query);
    },
  });
  admin = await signUp(shop, { role: 'Admin' });
});
afterAll(() => shop.close());

const get = (on: TestShop, url: string, cookie: string) => on.app.inject({ method: 'GET', url, headers: { cookie } });
const me = (cookie: string, on = shop) => get(on, '/api/user/getloggeduser', cookie);
const adminList = (cookie: string, on = shop) => get(on, '/api/user/admin/user', cookie);
const setRole = (id: string, role: 'Admin' | 'User') =>
  shop.app.inject({ method: 'PUT', url: `/api/user/admin/user/${id}`, headers: { cookie: admin.cookie }, payload: { UserRole: role } });

describe('the sessions an app server keeps', () => {
  it('reads a session once, not at every request', async () => {
    const { cookie } = await signUp(shop);
    const before = sessionReads.length;
    for (let i = 0; i < 5; i++) expect((await me(cookie)).statusCode).toBe(200);
    expect(sessionReads.length - before).toBe(1);
  });

  it('ends a used session at once on logout', async () => {
    const { cookie } = await signUp(shop);
    expect((await me(cookie)).statusCode).toBe(200);
    await get(shop, '/api/user/logOut', cookie);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends the other used sessions at once when the password changes', async () => {
    const user = await signUp(shop);
    const phone = await login(shop.app, user.email, user.password);
    expect((await me(phone)).statusCode).toBe(200);
    const changed = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/changePassword',
      headers: { cookie: user.cookie },
      payload: { password: 'a new secret 9', confirm_password: 'a new secret 9' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('gives a used session its new role at once, either way', async () => {
    const user = await signUp(shop);
    expect((await adminList(user.cookie)).statusCode).toBe(403);
    expect((await setRole(user.user._id, 'Admin')).statusCode).toBe(200);
    expect((await adminList(user.cookie)).statusCode).toBe(200);
    expect((await setRole(user.user._id, 'User')).statusCode).toBe(200);
    expect((await adminList(user.cookie)).statusCode).toBe(403);
  });

  it('ends a used session at once when its account is deleted', async () => {
    const user = await signUp(shop);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: `/api/user/admin/user/${user.user._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('answers with the language the shopper chose at once', async () => {
    const user = await signUp(shop);
    expect((await me(user.cookie)).json().user.language).toBe('en');
    const chosen = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: { cookie: user.cookie },
      payload: { language: 'mr' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await me(user.cookie)).json().user.language).toBe('mr');
  });
});

// PGlite is one process: nobody else can change a session under it.
if (testDbKind === 'postgres') {
  describe('the sessions kept on two app servers', () => {
    let other: TestShop;
    beforeAll(async () => {
      other = await createTestShop(undefined, { besides: shop });
    });
    afterAll(() => other.close());

    // A change is answered once every server has forgotten its copies (decision 0045): the very
    // next request, on either server, finds it. Both servers share this process, so the other's
    // notification can still be waiting in its socket when the answer comes; many tries show it.
    const TRIES = 50;
    const eitherWay = (i: number) => (i % 2 === 0 ? [shop, other] : [other, shop]) as [TestShop, TestShop];
    const changePassword = (on: TestShop, cookie: string, password: string) =>
      on.app.inject({
        method: 'PUT',
        url: '/api/user/changePassword',
        headers: { cookie },
        payload: { password, confirm_password: password },
      });

    it('a logout through one server is answered once the other has ended the session too', async () => {
      const user = await signUp(shop);
      const stale: number[] = [];
      for (let i = 0; i < TRIES; i++) {
        const [through, then] = eitherWay(i);
        const cookie = await login(through.app, user.email, user.password);
        expect((await me(cookie, then)).statusCode).toBe(200);
        expect((await get(through, '/api/user/logOut', cookie)).statusCode).toBe(200);
        if ((await me(cookie, then)).statusCode !== 401) stale.push(i);
      }
      expect(stale).toEqual([]);
    });

    it('a password changed through one server is answered once the other has ended the other sessions too', async () => {
      const user = await signUp(shop);
      let password = user.password;
      const stale: number[] = [];
      for (let i = 0; i < TRIES; i++) {
        const [through, then] = eitherWay(i);
        const laptop = await login(through.app, user.email, password);
        const phone = await login(then.app, user.email, password);
        expect((await me(phone, then)).statusCode).toBe(200);
        password = `a new secret ${i}`;
        const changed = await changePassword(through, laptop, password);
        expect(changed.statusCode, changed.body).toBe(200);
        if ((await me(phone, then)).statusCode !== 401) stale.push(i);
        expect((await me(laptop, then)).statusCode).toBe(200);
      }
      expect(stale).toEqual([]);
    });

    it('a role changed through one server is answered once the other gives it', async () => {
      const user = await signUp(shop);
      const wrong: number[] = [];
      for (let i = 0; i < TRIES / 5; i++) {
        for (const [role, status] of [
          ['Admin', 200],
          ['User', 403],
        ] as const) {
          expect((await setRole(user.user._id, role)).statusCode).toBe(200);
          if ((await adminList(user.cookie, other)).statusCode !== status) wrong.push(i);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('answers a logout without waiting for a server that cannot hear, which reads the session itself, and waits at most a second for one that hears and does not answer', async () => {
      await listenersBack(shop, 2);
      const before = await listenerPids(shop);
      const third = await createTestShop(undefined, { besides: shop });
      const { connectionString } = (shop.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options;
      // A server whose event loop is stuck, as PostgreSQL sees it: listening, never answering.
      const stuck = new pg.Client({ connectionString, application_name: LISTENER_NAME });
      try {
        const thirdListens = (await listenerPids(shop)).filter((pid) => !before.includes(pid));
        expect(thirdListens).toHaveLength(1);
        const user = await signUp(shop);
        const logOutTiming = async (cookie: string) => {
          const started = performance.now();
          expect((await get(shop, '/api/user/logOut', cookie)).statusCode).toBe(200);
          return performance.now() - started;
        };

        const cookie = await login(shop.app, user.email, user.password);
        for (const on of [other, third]) expect((await me(cookie, on)).statusCode).toBe(200);
        expect(await cutListeners(shop, thirdListens)).toBe(1);
        expect(await logOutTiming(cookie)).toBeLessThan(ACKNOWLEDGE_WAIT_MS);
        for (const on of [other, third]) expect((await me(cookie, on)).statusCode).toBe(401);

        await stuck.connect();
        await stuck.query(`listen ${SESSIONS_CHANNEL}`);
        const next = await login(shop.app, user.email, user.password);
        expect((await me(next, other)).statusCode).toBe(200);
        const took = await logOutTiming(next);
        expect(took).toBeGreaterThanOrEqual(ACKNOWLEDGE_WAIT_MS - 50);
        expect(took).toBeLessThan(ACKNOWLEDGE_WAIT_MS + 2000);
        expect((await me(next, other)).statusCode).toBe(401);
      } finally {
        await stuck.end();
        await third.close();
      }
    });

    it('a promotion by `npm run admin` holds on a running server within 100 ms', async () => {
      const user = await signUp(shop);
      expect((await adminList(user.cookie)).statusCode).toBe(403);
      const { connectionString } = (shop.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options;
      await runAdminCommand(['--email', user.email], { DATABASE_URL: connectionString, LOG_LEVEL: 'silent' });
      await expect.poll(async () => (await adminList(user.cookie)).statusCode, { timeout: 100, interval: 2 }).toBe(200);
    });

    it('reads every session while it cannot hear the others, and keeps them again once it does', async () => {
      const user = await signUp(shop);
      const endInDatabase = () => shop.database.db.execute(sql`delete from sessions where user_id = ${user.user._id}`);
      expect((await me(user.cookie, other)).statusCode).toBe(200);
      expect(await cutListeners(shop)).toBe(2);
      // A session ended in the database itself, unannounced, ends on the deaf server at once.
      await expect
        .poll(
          async () => {
            const cookie = await login(shop.app, user.email, user.password);
            const before = (await me(cookie, other)).statusCode;
            await endInDatabase();
            return [before, (await me(cookie, other)).statusCode];
          },
          { timeout: 2000, interval: 20 },
        )
        .toEqual([200, 401]);
      // Once it listens again it keeps a session: an unannounced end goes unseen.
      await listenersBack(shop, 2);
      await expect
        .poll(
          async () => {
            const cookie = await login(shop.app, user.email, user.password);
            await me(cookie, other);
            await endInDatabase();
            return (await me(cookie, other)).statusCode;
          },
          { timeout: 5000, interval: 100 },
        )
        .toBe(200);
    });
  });
}
