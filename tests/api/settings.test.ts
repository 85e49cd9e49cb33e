import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '#common/schemas/settings.js';
import { createTestShop, cutListeners, type TestShop } from '../support/app.js';
import { testDbKind } from '../support/database.js';
import { type SignedIn, signUp } from '../support/factories.js';

/** API.md "Delivery area, slots, settings, addresses": the owner's settings, with defaults that change nothing. */
let shop: TestShop;
let customer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestShop(undefined, { settings: {} });
  customer = await signUp(shop, { firstName: 'Asha' });
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
});
afterAll(() => shop.close());

const read = (cookie?: string) => shop.app.inject({ method: 'GET', url: '/api/settings', headers: cookie ? { cookie } : {} });
const save = (payload: unknown, cookie = admin.cookie) =>
  shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload: payload as Record<string, unknown> });

describe('the shop settings', () => {
  it('start as the defaults, the alert address shown to an Admin only', async () => {
    const { notifyEmail, ...open } = SETTINGS_DEFAULTS;
    expect((await read()).json()).toEqual({ success: true, settings: open });
    expect((await read(customer.cookie)).json().settings).not.toHaveProperty('notifyEmail');
    expect((await read(admin.cookie)).json().settings).toEqual({ ...open, notifyEmail });
  });

  it('saves any subset, normalising what a person types, and keeps the rest', async () => {
    const response = await save({
      shopName: ' Patil Fresh ',
      whatsapp: '+91 98765-43210',
      gstin: '27aapfu0939f1zv',
      notifyEmail: 'Owner@Example.in',
      pinCodes: ['416416', '416416', '416415'],
      slots: [{ start: '07:00', end: '10:00', capacity: 20 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Settings Saved..!!',
      settings: {
        shopName: 'Patil Fresh',
        whatsapp: '9876543210',
        gstin: '27AAPFU0939F1ZV',
        notifyEmail: 'owner@example.in',
        pinCodes: ['416416', '416415'],
        address: SETTINGS_DEFAULTS.address,
      },
    });
    await save({ address: 'Market Yard, Sangli 416416' });
    const now = (await read(admin.cookie)).json().settings;
    expect(now).toMatchObject({ shopName: 'Patil Fresh', address: 'Market Yard, Sangli 416416', notifyEmail: 'owner@example.in' });
  });

  it('refuses bad values with every problem named, and changes nothing', async () => {
    const before = (await read(admin.cookie)).json().settings;
    const response = await save({
      whatsapp: '12345',
      gstin: 'NOT-A-GSTIN',
      fssai: '123',
      slots: [{ start: '10:00', end: '07:00', capacity: 5 }],
      pinCodes: ['4164'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(response.json().message).toEqual(
      expect.arrayContaining([
        'WhatsApp: Must Be 10 Digits..!!',
        'GSTIN: Not A Valid GSTIN..!!',
        'FSSAI: Must Be 14 Digits..!!',
        'Slot: The End Must Be After The Start..!!',
        'Pin Code: Pin Code Should Be 6 Digit..!!',
      ]),
    );
    expect((await save({ colour: 'green' })).statusCode).toBe(400);
    expect((await save({})).json()).toMatchObject({ code: 'VALIDATION', message: ['Settings: Nothing To Change..!!'] });
    expect((await read(admin.cookie)).json().settings).toEqual(before);
  });

  it('lets only an Admin save', async () => {
    expect((await save({ shopName: 'Mine' }, customer.cookie)).statusCode).toBe(403);
    const guest = await shop.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: { shopName: 'Mine' } });
    expect(guest.statusCode).toBe(401);
  });

  it('keeps both of two owners saving different fields at once', async () => {
    await Promise.all([save({ slotDays: 5 }), save({ cutoffMinutes: 90 }), save({ lowStockThreshold: 2.5 })]);
    expect((await read()).json().settings).toMatchObject({ slotDays: 5, cutoffMinutes: 90, lowStockThreshold: 2.5 });
  });
});

// Each app server keeps a copy of the settings (decision 0017); PGlite is one process by nature.
if (testDbKind === 'postgres') {
  describe('the settings on two app servers', () => {
    let other: TestShop;
    beforeAll(async () => {
      other = await createTestShop(undefined, { besides: shop });
    });
    afterAll(() => other.close());
    const readOnOther = async () => (await other.app.inject({ method: 'GET', url: '/api/settings' })).json().settings;

    it('a save through one server is what the other answers within 100 ms of its answer', async () => {
      expect((await readOnOther()).minOrderAmount).not.toBe(321);
      const saved = await save({ minOrderAmount: 321 });
      expect(saved.statusCode, saved.body).toBe(200);
      await expect.poll(async () => (await readOnOther()).minOrderAmount, { timeout: 100, interval: 2 }).toBe(321);
    });

    it('reads the database while it cannot hear the others, and keeps a copy again once it does', async () => {
      await readOnOther();
      expect(await cutListeners(shop)).toBe(2);
      // A change the other cannot hear of, made in the database itself, shows there at once while it is deaf.
      await expect
        .poll(
          async () => {
            await shop.database.db.execute(sql`update settings set data = data || '{"slotDays": 6}'::jsonb where id = 1`);
            const days = (await readOnOther()).slotDays;
            await shop.database.db.execute(sql`update settings set data = data || '{"slotDays": 4}'::jsonb where id = 1`);
            return days === 6 && (await readOnOther()).slotDays === 4;
          },
          { timeout: 2000, interval: 20 },
        )
        .toBe(true);
      // Once it listens again (the first retry is half a second away) it keeps a copy: an unannounced change goes unseen.
      await expect
        .poll(
          async () => {
            await readOnOther();
            await shop.database.db.execute(sql`update settings set data = data || '{"slotDays": 7}'::jsonb where id = 1`);
            const days = (await readOnOther()).slotDays;
            await shop.database.db.execute(sql`update settings set data = data || '{"slotDays": 4}'::jsonb where id = 1`);
            return days;
          },
          { timeout: 5000, interval: 100 },
        )
        .toBe(4);
      const saved = await save({ slotDays: 3 });
      expect(saved.statusCode, saved.body).toBe(200);
      await expect.poll(async () => (await readOnOther()).slotDays, { timeout: 100, interval: 2 }).toBe(3);
    });
  });
}
