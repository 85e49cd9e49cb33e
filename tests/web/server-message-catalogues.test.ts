import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { shopMessages, valueNamesOf } from '#common/messages.js';
import { messages as en } from '#web/i18n/catalogues/en.js';
import { messages as hi } from '#web/i18n/catalogues/hi.js';
import { messages as mr } from '#web/i18n/catalogues/mr.js';

/**
 * Decision 0034: the server's own message table (common/messages.ts) walked against every
 * language the storefront speaks, so a message the server adds or rewords cannot reach a Hindi
 * or Marathi shopper in English unnoticed.
 */
const catalogues = { en, hi, mr } as Record<string, Record<string, string>>;

/** The value names a catalogue text takes, as Lingui compiles it (plural branches' included). */
function valueNamesOfText(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , branches] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const branch of Object.values(branches ?? {})) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

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
      expect(valueNamesOfText(text as string), `${language} server.${id}`).toEqual(sent);
    }
  });

  it('has no server message the server does not send', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const orphans = Object.keys(catalogue).filter((key) => key.startsWith('server.') && !(key.slice('server.'.length) in shopMessages));
      expect(orphans, language).toEqual([]);
    }
  });
});
