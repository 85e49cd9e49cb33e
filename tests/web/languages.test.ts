import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '#web/i18n/catalogues/en.js';
import { messages as hi } from '#web/i18n/catalogues/hi.js';
import { messages as mr } from '#web/i18n/catalogues/mr.js';
import { countsAsSelect } from '#web/i18n/counts.js';
import { formatsOf } from '#web/i18n/format.js';
import { activateLanguage, translate as t } from '#web/i18n/i18n.js';
import {
  chooseLanguage,
  formatLocaleOf,
  type Language,
  languageFromCookie,
  languageFromQuery,
  readStoredLanguage,
  storeLanguage,
} from '#web/i18n/languages.js';
import { translateServerLine } from '#web/i18n/server-messages.js';
import { settleLanguage } from '#web/i18n/startup.js';
import { argumentsOf } from './support/message-arguments.js';

const catalogues = { en, hi, mr } as Record<string, Record<string, string>>;

afterEach(async () => {
  await activateLanguage('en');
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the shop wrote
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

describe('the catalogues', () => {
  it('have the same keys in every language', () => {
    const english = Object.keys(en).sort();
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const keys = Object.keys(catalogue).sort();
      expect(
        english.filter((key) => !keys.includes(key)),
        `keys missing in ${language}`,
      ).toEqual([]);
      expect(
        keys.filter((key) => !english.includes(key)),
        `keys only in ${language}`,
      ).toEqual([]);
    }
  });

  it('compile, and each translation takes the values its English message takes', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(message.trim(), `${language} ${key} is empty`).not.toBe('');
        expect(argumentsOf(message), `${language} ${key}`).toEqual(argumentsOf(en[key as keyof typeof en]));
      }
    }
  });

  it('keep the specification’s English, spelling mistakes and all', () => {
    expect(t('products.loadFailed')).toBe("Something Went's To Wrong");
    expect(t('orders.notFound')).toBe(' Sorry Order Not Exit');
    expect(t('auth.resetButton')).toBe('Rest Password');
    expect(t('auth.required', { label: 'Email' })).toBe('Email: Required..!!');
  });
});

describe('plural forms', () => {
  it('count items, slots, stars and re-ordered lines in each language', async () => {
    expect([1, 3, 1000].map((count) => t('header.cartLines', { count }))).toEqual([
      '1 item in cart',
      '3 items in cart',
      '1000 items in cart',
    ]);
    expect([1, 2].map((count) => t('checkout.items', { count }))).toEqual(['1 Item', '2 Items']);
    expect([1, 4].map((count) => t('reviews.star', { count }))).toEqual(['1 Star', '4 Stars']);
    expect([1, 2].map((added) => t('orders.orderAgainDone', { added }))).toEqual([
      "1 item is in your cart at today's price.",
      "2 items are in your cart at today's prices.",
    ]);

    await activateLanguage('hi');
    expect([1, 3].map((count) => t('delivery.left', { count }))).toEqual(['1 जगह बची', '3 जगहें बचीं']);
    expect([1, 2].map((added) => t('orders.orderAgainDone', { added }))).toEqual([
      '1 आइटम आज के दाम पर आपके कार्ट में है।',
      '2 आइटम आज के दाम पर आपके कार्ट में हैं।',
    ]);
    expect(t('header.cartLines', { count: 2 })).toBe('कार्ट में 2 आइटम');

    await activateLanguage('mr');
    expect([1, 2].map((added) => t('orders.orderAgainDone', { added }))).toEqual([
      '1 वस्तू आजच्या भावाने तुमच्या कार्टमध्ये आहे.',
      '2 वस्तू आजच्या भावाने तुमच्या कार्टमध्ये आहेत.',
    ]);
    // Counts in Latin digits with Indian grouping, as prices are written.
    expect(t('delivery.left', { count: 12000 })).toBe('12,000 जागा शिल्लक');
  });
});

describe('plurals written without Intl.NumberFormat (counts.ts)', () => {
  it('give every plural of every catalogue the text Lingui itself writes, for any count', async () => {
    const counts = [0, 1, 2, 3, 4, 5, 11, 21, 100, 1000, 12_345, 1.5];
    for (const [language, catalogue] of Object.entries(catalogues)) {
      await activateLanguage(language as Language);
      const lingui = setupI18n();
      lingui.setMessagesCompiler(compileMessage);
      lingui.load(language, catalogue);
      lingui.activate(language, [formatLocaleOf[language as Language]]);
      const plurals = Object.entries(catalogue).filter(([, message]) => message.includes(', plural,'));
      expect(plurals.length, language).toBeGreaterThanOrEqual(5);
      for (const [key, message] of plurals) {
        const count = (/\{(\w+), plural,/.exec(message) ?? [])[1]!;
        for (const n of counts) {
          const values = Object.fromEntries(argumentsOf(message).map((name) => [name, name === count ? n : `«${name}»`]));
          expect((t as (id: string, values: object) => string)(key, values), `${language} ${key} ${n}`).toBe(lingui._(key, values));
        }
      }
    }
  });

  it('refuse at build time what they do not write: an offset or an exact count', () => {
    expect(() => countsAsSelect(compileMessage('{n, plural, =0 {none} other {# left}}'))).toThrow(/only the plural categories/);
    expect(() => countsAsSelect(compileMessage('{n, plural, offset:1 one {#} other {#}}'))).toThrow(/an offset/);
  });
});

describe('the language of a visit', () => {
  it('is the address’s ?lang= first, then the kept choice, else English', () => {
    expect(chooseLanguage({ query: '?lang=mr', stored: 'hi' })).toBe('mr');
    expect(chooseLanguage({ query: '?lang=HI&x=1', stored: null })).toBe('hi');
    expect(chooseLanguage({ query: '?lang=fr', stored: 'hi' })).toBe('hi');
    expect(chooseLanguage({ query: '', stored: 'mr' })).toBe('mr');
    expect(chooseLanguage({ query: '', stored: 'de' })).toBe('en');
    expect(chooseLanguage({ query: '', stored: null })).toBe('en');
    expect(languageFromQuery('?q=aloo')).toBeNull();
    expect(languageFromCookie('a=1; lang=mr; b=2')).toBe('mr');
    expect(languageFromCookie('lang=xx')).toBeNull();
  });

  it('is kept in localStorage and the lang cookie, and the cookie still answers when storage was cleared', () => {
    storeLanguage('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
    localStorage.clear();
    expect(readStoredLanguage()).toBe('hi');
  });

  it('from ?lang= is kept, taken out of the address and set on <html lang> before anything is drawn', () => {
    window.history.replaceState(null, '', '/products?lang=mr&categoryId=c1#top');
    expect(settleLanguage()).toBe('mr');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/products?categoryId=c1#top');
    expect(localStorage.getItem('language')).toBe('mr');
    expect(document.documentElement.lang).toBe('mr-IN');
    window.history.replaceState(null, '', '/');
  });
});

describe('money, dates and the server’s messages', () => {
  it('writes rupees with Indian grouping and Latin digits in all three languages', () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      expect(formatsOf(language).money(123456.5)).toBe('₹ 1,23,456.5');
      expect(formatsOf(language).date('2025-11-21T10:00:00Z')).toMatch(/^21 \S+ 2025$/);
    }
    expect(formatsOf('en').date('2025-11-21T10:00:00Z')).toBe('21 Nov 2025');
    expect(formatsOf('en').slotDay('2026-11-27')).toBe('Fri 27 Nov');
    expect(formatsOf('mr').slotDay('2026-11-27')).toMatch(/^\S+ 27 \S+$/);
  });

  it('translates what the server says by its id, carrying its values over, and leaves an unknown message as it came', async () => {
    await activateLanguage('hi');
    const line = (text: string, id: string | null, values: Record<string, string | number> = {}) => ({ text, id, values });
    expect(translateServerLine(line('Invalid Email Or Password..!!', 'wrongLogin'), t)).toBe('ईमेल या पासवर्ड ग़लत है..!!');
    expect(translateServerLine(line('Sorry, We Do Not Deliver To 110001 Yet..!!', 'pinNotServed', { pin: '110001' }), t)).toBe(
      'माफ़ कीजिए, हम अभी 110001 पर डिलीवरी नहीं करते..!!',
    );
    expect(translateServerLine(line('City: Required..!!', 'fieldRequired', { field: 'city' }), t)).toBe('शहर: ज़रूरी है..!!');
    expect(
      translateServerLine(line('Order Is Shipped, It Can No Longer Be Cancelled..!!', 'notCancellable', { status: 'Shipped' }), t),
    ).toBe('ऑर्डर की स्थिति "भेज दिया गया" है, अब इसे रद्द नहीं किया जा सकता..!!');
    // A field the screens do not name, an id this build does not know, a line without an id: as the shop wrote them.
    expect(translateServerLine(line('Shop Name: Required..!!', 'fieldRequired', { field: 'shopName' }), t)).toBe('Shop Name: Required..!!');
    expect(translateServerLine(line('Something new from the shop', 'somethingNew'), t)).toBe('Something new from the shop');
    expect(translateServerLine(line('Something new from the shop', null), t)).toBe('Something new from the shop');
  });
});
