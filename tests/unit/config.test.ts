import { describe, expect, it } from 'vitest';
import { configFrom } from '#server/config.js';

/** The environment variables of README "Configuration" that choose how the shop runs. */
describe('IMAGE_STORE', () => {
  it('keeps pictures in the database with DATABASE_URL and on disk without it, unless told', () => {
    expect(configFrom({}).imageStore).toBe('disk');
    expect(configFrom({ DATABASE_URL: 'postgres://shop@db/shop' }).imageStore).toBe('database');
    expect(configFrom({ DATABASE_URL: 'postgres://shop@db/shop', IMAGE_STORE: 'disk' }).imageStore).toBe('disk');
  });

  it('refuses the database store on the embedded database, and unknown stores', () => {
    expect(() => configFrom({ IMAGE_STORE: 'database' })).toThrow('IMAGE_STORE database needs DATABASE_URL');
    expect(() => configFrom({ IMAGE_STORE: 's3' })).toThrow('IMAGE_STORE must be disk or database');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, the nearest N for a number, or the addresses given', () => {
    expect(configFrom({}).trustProxy).toBe(false);
    expect(configFrom({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(configFrom({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configFrom({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configFrom({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(configFrom({ TRUST_PROXY: '10.0.0.0/8, ::1, fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('never trusts every hop, and refuses what is not a count or addresses', () => {
    for (const value of ['true', 'yes', 'all', '10.0.0.0/33', '300.1.1.1', '1.2.3.4/8/9', '12', '-1']) {
      expect(() => configFrom({ TRUST_PROXY: value }), value).toThrow('TRUST_PROXY must be 0, a number of proxies (1) or their addresses');
    }
  });
});

describe('DURABILITY and API_DOCS', () => {
  it('flush every commit and show the API pages unless told otherwise', () => {
    expect(configFrom({})).toMatchObject({ durability: 'full', apiDocs: true });
    expect(configFrom({ DURABILITY: 'relaxed', API_DOCS: '0' })).toMatchObject({ durability: 'relaxed', apiDocs: false });
    expect(() => configFrom({ DURABILITY: 'off' })).toThrow('DURABILITY must be full or relaxed');
  });
});

describe('BACKUP_DIR, BACKUP_HOUR and BACKUP_KEEP', () => {
  it('back up daily only with BACKUP_DIR, at 02:00 IST keeping 7 unless told', () => {
    expect(configFrom({}).backups).toEqual({ dir: undefined, hour: 2, keep: 7 });
    expect(configFrom({ BACKUP_DIR: '/var/backups/shop', BACKUP_HOUR: '23', BACKUP_KEEP: '30' }).backups).toEqual({
      dir: '/var/backups/shop',
      hour: 23,
      keep: 30,
    });
  });

  it('refuses an hour outside 0–23, a count below 1, and either without BACKUP_DIR', () => {
    expect(() => configFrom({ BACKUP_DIR: '/b', BACKUP_HOUR: '24' })).toThrow('BACKUP_HOUR must be an hour from 0 to 23 (IST)');
    expect(() => configFrom({ BACKUP_DIR: '/b', BACKUP_HOUR: '2.5' })).toThrow('BACKUP_HOUR must be a whole hour from 0 to 23 (IST)');
    expect(() => configFrom({ BACKUP_DIR: '/b', BACKUP_HOUR: 'night' })).toThrow('BACKUP_HOUR must be an hour from 0 to 23 (IST)');
    expect(() => configFrom({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP must keep at least 1 backup');
    expect(() => configFrom({ BACKUP_KEEP: '5' })).toThrow('BACKUP_HOUR/BACKUP_KEEP needs BACKUP_DIR (where the daily backups go)');
  });
});

describe('SMS_WEBHOOK_URL and WHATSAPP_TOKEN', () => {
  it('send texts by SMS relay, by WhatsApp, or into the outbox folder without either', () => {
    expect(configFrom({}).texts).toEqual({ channel: 'files' });
    expect(configFrom({ SMS_WEBHOOK_URL: 'http://127.0.0.1:3100/sms' }).texts).toEqual({
      channel: 'sms',
      webhookUrl: 'http://127.0.0.1:3100/sms',
    });
    expect(configFrom({ WHATSAPP_TOKEN: 'EAAG1', WHATSAPP_PHONE_ID: '1065403' }).texts).toEqual({
      channel: 'whatsapp',
      token: 'EAAG1',
      phoneId: '1065403',
      apiUrl: 'https://graph.facebook.com',
    });
    expect(
      configFrom({ WHATSAPP_TOKEN: 'EAAG1', WHATSAPP_PHONE_ID: '1065403', WHATSAPP_API_URL: 'http://127.0.0.1:9000/' }).texts,
    ).toMatchObject({
      apiUrl: 'http://127.0.0.1:9000',
    });
  });

  it('refuses half of WhatsApp, both channels at once, and a webhook that is not a URL', () => {
    expect(() => configFrom({ WHATSAPP_TOKEN: 'EAAG1' })).toThrow('WHATSAPP_PHONE_ID WHATSAPP_TOKEN and WHATSAPP_PHONE_ID go together');
    expect(() => configFrom({ WHATSAPP_PHONE_ID: '1065403' })).toThrow('WHATSAPP_TOKEN and WHATSAPP_PHONE_ID go together');
    expect(() => configFrom({ SMS_WEBHOOK_URL: 'http://relay/sms', WHATSAPP_TOKEN: 'EAAG1', WHATSAPP_PHONE_ID: '1065403' })).toThrow(
      'texts go one way: SMS_WEBHOOK_URL or WHATSAPP_TOKEN, not both',
    );
    expect(() => configFrom({ SMS_WEBHOOK_URL: 'relay:3100' })).toThrow('SMS_WEBHOOK_URL must be a URL');
    expect(() => configFrom({ WHATSAPP_TOKEN: 'EAAG1', WHATSAPP_PHONE_ID: '+91 98765' })).toThrow('WHATSAPP_PHONE_ID must be the digits');
  });
});
