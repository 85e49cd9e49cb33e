import { fetchCatalogue } from './catalogue-loaders.js';
import { chooseLanguage, type Language, readStoredLanguage, setDocumentLanguage, storeLanguage } from './languages.js';

let settled: Language | null = null;

/**
 * The visit's language, settled before anything is drawn: `?lang=` (then kept, and taken out of
 * the address so a later choice in the select is not undone by a reload), else the kept choice,
 * else English. `<html lang>` is set at once and the catalogue's fetch begins. The boot script
 * (boot.ts) calls this while the app's code is still on its way; main.tsx calls it again (and
 * finds it settled) before the first render.
 */
export function settleLanguage(): Language {
  if (settled) return settled;
  const { search, pathname, hash } = window.location;
  const language = chooseLanguage({ query: search, stored: readStoredLanguage() });
  const params = new URLSearchParams(search);
  if (params.has('lang')) {
    storeLanguage(language);
    params.delete('lang');
    const rest = params.toString();
    window.history.replaceState(window.history.state, '', `${pathname}${rest ? `?${rest}` : ''}${hash}`);
  }
  setDocumentLanguage(language);
  void fetchCatalogue(language).catch(() => undefined); // main.tsx waits for it and handles a failure
  settled = language;
  return language;
}
