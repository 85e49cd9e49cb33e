import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#common/constants.js';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

/** Each language as a language tag: `<html lang>` and the locale its texts are written for. */
export const localeOf: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/**
 * The locale money, numbers and dates are formatted in (Intl). Digits are Latin in all three
 * (docs/decisions/0016-storefront-languages.md): Marathi's own default would be Devanagari digits,
 * but prices on packets, PIN codes and phone numbers are written in Latin digits, and a price
 * must read the same on the screen, the bill and the mail.
 */
export const formatLocaleOf: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN-u-nu-latn' };

/** The select's options, each in its own script so a shopper finds their language whatever is shown. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/** Where the choice is kept: localStorage for the app, a cookie the server can read as well. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'lang';
const COOKIE_MAX_AGE = 400 * 24 * 3600; // the longest a browser keeps a cookie

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `?lang=hi|mr|en` of an address's query, or null. */
export function languageFromQuery(search: string): Language | null {
  const asked = new URLSearchParams(search).get('lang')?.trim().toLowerCase();
  return isLanguage(asked) ? asked : null;
}

/** The `lang` cookie's language, or null. */
export function languageFromCookie(cookie: string): Language | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** The language of a visit: the address's `?lang=` first, then the kept choice, else English. */
export function chooseLanguage({ query, stored }: { query: string; stored: string | null }): Language {
  return languageFromQuery(query) ?? (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
}

/** The kept choice: localStorage, or the cookie when storage is unavailable (or was cleared). */
export function readStoredLanguage(): Language | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be off (some private modes): the cookie still remembers.
  }
  return isLanguage(stored) ? stored : languageFromCookie(document.cookie);
}

/** Keeps the choice for the next visits, in both places. */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // As above: the cookie is enough.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one small cookie; the Cookie Store API is not in every browser the shop serves
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** `<html lang>`: what screen readers, fonts and the browser's translate offer go by. */
export function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = localeOf[language];
}
