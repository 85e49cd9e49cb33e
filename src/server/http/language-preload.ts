import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '#common/constants.js';

/** The built catalogues: `assets/language-<language>-<hash>.js` (scripts/vite-languages.ts). */
const CATALOGUE_FILE = /^language-([a-z]+)-[\w-]+\.js$/;

/**
 * The `Link` header that lets a page's catalogue download with the app's code instead of after
 * the boot script that asks for it (docs/decisions/0016-storefront-languages.md): one request
 * less on the way to the first paint. The language is chosen as the boot script chooses it:
 * `?lang=`, else the `lang` cookie, else English. A wrong guess costs one small file, no more.
 */
export function languagePreloads(webDir: string): (query: string, cookie: string | undefined) => string | undefined {
  const assets = path.join(webDir, 'assets');
  const files = new Map<Language, string>();
  if (existsSync(assets)) {
    for (const name of readdirSync(assets)) {
      const language = CATALOGUE_FILE.exec(name)?.[1];
      if (isLanguage(language)) files.set(language, `</assets/${name}>; rel=modulepreload`);
    }
  }
  return (query, cookie) => files.get(languageOf(query, cookie));
}

function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

function languageOf(query: string, cookie: string | undefined): Language {
  const asked = new URLSearchParams(query).get('lang')?.trim().toLowerCase();
  if (isLanguage(asked)) return asked;
  return isLanguage(cookie) ? cookie : 'en';
}
