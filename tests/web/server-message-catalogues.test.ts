import { describe, expect, it } from 'vitest';
import { shopMessages, valueNamesOf } from '#common/messages.js';
import { messages as en } from '#web/i18n/catalogues/en.js';
import { messages as hi } from '#web/i18n/catalogues/hi.js';
import { messages as mr } from '#web/i18n/catalogues/mr.js';
import { argumentsOf } from './support/message-arguments.js';

/**
 * Decision 0034: the server's own message table (common/messages.ts) walked against every
 * language the storefront speaks, so a message the server adds or rewords cannot reach a Hindi
 * or Marathi shopper in English unnoticed.
 */
const catalogues = { en, hi, mr } as Record<string, Record<string, string>>;

const ids = Object.keys(shopMessages) as (keyof typeof shopMessages)[];

describe("the server's message table against the storefront's catalogues", () => {
  it('has messages to walk', () => {
    expect(ids.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ids)('%s: the English catalogue says it in the server’s own words', (id) => {
    expect(en[`server.${id}` as keyof typeof en]).toBe(shopMessages[id]);
  });

  it.each(ids)('%s: every language has it, with the values the server sends', (id) => {
    const sent = [...new Set(valueNamesOf(shopMessages[id]))].sort();
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const text = catalogue[`server.${id}`];
      expect(text, `${language} has no server.${id}`).toEqual(expect.any(String));
      expect(argumentsOf(text as string), `${language} server.${id}`).toEqual(sent);
    }
  });

  it('has no server message the server does not send', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const orphans = Object.keys(catalogue).filter((key) => key.startsWith('server.') && !(key.slice('server.'.length) in shopMessages));
      expect(orphans, language).toEqual([]);
    }
  });
});
