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
