import type { Language } from './languages.js';
import type { Catalogue } from './messages.js';

/**
 * Each language's catalogue is a chunk of its own, fetched only when that language is used: a
 * shopper downloads their language's texts and no other. The build compiles the messages
 * (scripts/vite-languages.ts). This file needs nothing else, so the boot script can start a
 * fetch before the app's code (and Lingui, React) has arrived.
 */
const catalogues: Record<Language, () => Promise<{ messages: Catalogue }>> = {
  en: () => import('./catalogues/en.js'),
  hi: () => import('./catalogues/hi.js'),
  mr: () => import('./catalogues/mr.js'),
};

const fetching = new Map<Language, Promise<Catalogue>>();

/** A language's compiled messages, fetched once (a failed fetch may be tried again). */
export function fetchCatalogue(language: Language): Promise<Catalogue> {
  let fetch = fetching.get(language);
  if (!fetch) {
    fetch = catalogues[language]().then((module) => module.messages);
    fetch.catch(() => fetching.delete(language));
    fetching.set(language, fetch);
  }
  return fetch;
}
