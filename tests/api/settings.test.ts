import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '#common/schemas/settings.js';
import { settings as settingsTable } from '#server/db/schema.js';
import { createTestShop, cutListeners, listenersBack, type TestShop } from '../support/app.js';
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

/** API.md "The shop's own words, and details settled": About text, footer text and social links are settings. */
describe("the shop's own words", () => {
  it('start as the specification’s texts with no social page linked', async () => {
    const fresh = await createTestShop(undefined, { settings: {} });
    try {
      const { settings } = (await fresh.app.inject({ method: 'GET', url: '/api/settings' })).json();
      expect(settings.aboutText).toBe(
        'Fresh vegetables, fruits and dairy, sold by weight or by unit and priced in Indian rupees, for shoppers in India. Fresh and organic produce, free delivery all over India, cash on delivery.',
      );
      expect(settings.footerText).toBe('Fresh and organic produce, free delivery all over India, cash on delivery.');
      expect(settings.social).toEqual({ facebook: '', instagram: '', twitter: '', linkedin: '' });
      expect(settings.aboutText).not.toContain('Rahul Patil');
      expect(settings.footerText).not.toContain('farms around Sangli');
    } finally {
      await fresh.close();
    }
  });

  it('saves the owner’s texts as written and the social links one at a time, for everyone to read', async () => {
    const about = '  Asha and Vikram Kulkarni have sold vegetables at Market Yard since 1998.\nहम ताज़ी सब्ज़ियाँ लाते हैं।  ';
    const saved = await save({
      aboutText: about,
      footerText: 'Vegetables from Miraj, at your door.',
      social: { instagram: 'https://instagram.com/patilfresh' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await save({ social: { facebook: 'https://www.facebook.com/patilfresh ' } });
    const { settings } = (await read()).json();
    expect(settings).toMatchObject({
      aboutText: about.trim(),
      footerText: 'Vegetables from Miraj, at your door.',
      social: { facebook: 'https://www.facebook.com/patilfresh', instagram: 'https://instagram.com/patilfresh', twitter: '', linkedin: '' },
    });
    // '' takes a link away again.
    await save({ social: { instagram: '' } });
    expect((await read()).json().settings.social).toEqual({
      facebook: 'https://www.facebook.com/patilfresh',
      instagram: '',
      twitter: '',
      linkedin: '',
    });
  });

  it('refuses links that are not https, texts too long and unknown networks, naming each, and changes nothing', async () => {
    const before = (await read(admin.cookie)).json().settings;
    const response = await save({
      aboutText: 'a'.repeat(2001),
      footerText: 'f'.repeat(401),
      social: {
        facebook: 'http://facebook.com/shop',
        instagram: 'javascript:alert(1)',
        twitter: 'twitter.com/shop',
        linkedin: `https://linkedin.com/${'x'.repeat(300)}`,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(
      expect.arrayContaining([
        'About Text: At Most 2000 Characters..!!',
        'Footer Text: At Most 400 Characters..!!',
        'Facebook: Use A Link Starting With https:// Or Leave It Empty..!!',
        'Instagram: Use A Link Starting With https:// Or Leave It Empty..!!',
        'Twitter: Use A Link Starting With https:// Or Leave It Empty..!!',
        'LinkedIn: At Most 300 Characters..!!',
      ]),
    );
    expect((await save({ social: { youtube: 'https://youtube.com/shop' } })).statusCode).toBe(400);
    expect((await save({ aboutText: 42 })).json().message).toEqual(['About Text: Must Be Text..!!']);
    expect((await read(admin.cookie)).json().settings).toEqual(before);
  });
});

/** API.md "The shop's own words, and details settled": two delivery windows of a shop may not overlap. */
describe('the delivery windows', () => {
  it('refuses windows that overlap, naming both, and keeps the saved ones', async () => {
    await save({ slots: [{ start: '07:00', end: '10:00', capacity: 5 }] });
    const refused = await save({
      slots: [
        { start: '18:00', end: '21:00', capacity: 5 },
        { start: '07:00', end: '10:00', capacity: 5 },
        { start: '09:00', end: '12:00', capacity: 5 },
        { start: '20:30', end: '22:00', capacity: 5 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      message: [
        'Slots: Windows 07:00-10:00 And 09:00-12:00 Overlap, Change One Of Them..!!',
        'Slots: Windows 18:00-21:00 And 20:30-22:00 Overlap, Change One Of Them..!!',
      ],
    });
    // The same window twice, and one inside another, overlap too.
    const twice = await save({
      slots: [
        { start: '07:00', end: '10:00', capacity: 5 },
        { start: '07:00', end: '10:00', capacity: 9 },
      ],
    });
    expect(twice.json().message).toEqual(['Slots: Windows 07:00-10:00 And 07:00-10:00 Overlap, Change One Of Them..!!']);
    const inside = await save({
      slots: [
        { start: '06:00', end: '14:00', capacity: 5 },
        { start: '08:00', end: '09:00', capacity: 5 },
        { start: '12:00', end: '13:00', capacity: 5 },
      ],
    });
    expect(inside.json().message).toEqual([
      'Slots: Windows 06:00-14:00 And 08:00-09:00 Overlap, Change One Of Them..!!',
      'Slots: Windows 06:00-14:00 And 12:00-13:00 Overlap, Change One Of Them..!!',
    ]);
    expect((await read()).json().settings.slots).toEqual([{ start: '07:00', end: '10:00', capacity: 5 }]);
  });

  it('names the windows by the message’s id and values, so the owner’s screen can say it in Hindi and Marathi', async () => {
    const refused = await save({
      whatsapp: '12345',
      slots: [
        { start: '07:00', end: '10:00', capacity: 5 },
        { start: '07:00', end: '10:00', capacity: 9 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION',
      message: ['WhatsApp: Must Be 10 Digits..!!', 'Slots: Windows 07:00-10:00 And 07:00-10:00 Overlap, Change One Of Them..!!'],
      messageId: [null, 'slotsOverlap'],
      values: [null, { first: '07:00-10:00', second: '07:00-10:00' }],
    });
  });

  it('asks a shop whose windows overlapped from before the rule to put them right at its next save', async () => {
    const before = [
      { start: '07:00', end: '10:00', capacity: 5 },
      { start: '08:00', end: '11:00', capacity: 9 },
    ];
    await shop.database.db
      .update(settingsTable)
      .set({ data: sql`${settingsTable.data} || ${JSON.stringify({ slots: before })}::jsonb` })
      .where(eq(settingsTable.id, 1));
    const refused = await save({ shopName: 'Patil Fresh Mart' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: ['Slots: Windows 07:00-10:00 And 08:00-11:00 Overlap, Change One Of Them..!!'],
      messageId: ['slotsOverlap'],
      values: [{ first: '07:00-10:00', second: '08:00-11:00' }],
    });
    const mended = await save({ shopName: 'Patil Fresh Mart', slots: [before[0], { ...before[1], start: '10:00' }] });
    expect(mended.statusCode, mended.body).toBe(200);
    await save({ shopName: SETTINGS_DEFAULTS.shopName, slots: [] });
  });

  it('takes windows that only meet, one ending as the next starts', async () => {
    const saved = await save({
      slots: [
        { start: '10:00', end: '13:00', capacity: 5 },
        { start: '07:00', end: '10:00', capacity: 5 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).json().settings.slots).toHaveLength(2);
    await save({ slots: [] });
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
      // Once it listens again it keeps a copy: an unannounced change goes unseen.
      await listenersBack(shop, 2);
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
