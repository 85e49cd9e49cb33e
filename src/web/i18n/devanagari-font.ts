import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import { savesData } from '#web/lib/save-data.js';
import { whenIdle } from '#web/lib/when-idle.js';
import type { Language } from './languages.js';

/**
 * Noto Sans Devanagari for Hindi and Marathi (styles/base.css puts it first for `:lang(hi)` and
 * `:lang(mr)`): a phone without a good Devanagari font still shows matras and conjuncts right.
 * Only the Devanagari subset, in two weights (600 and 800 use the bold), about 50 KB each. The
 * faces are declared only once Hindi or Marathi is shown, and only once the page has loaded and
 * the browser is idle: the first paint uses the phone's own Devanagari font (on Android, this
 * very family) and never waits for a download, not even for swap's short block period, and an
 * English visit never fetches them. The text then swaps to the web font where it differs. A
 * browser asking to save data keeps the phone's own font: the page reads the same without the
 * download (decision 0065).
 */
const DEVANAGARI = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF';

let added = false;

export function addDevanagariFont(language: Language): void {
  if (added || language === 'en' || typeof FontFace === 'undefined' || !document.fonts || savesData()) return;
  added = true;
  whenIdle(declareFaces);
}

function declareFaces(): void {
  for (const [url, weight] of [
    [regular, '400'],
    [bold, '700'],
  ] as const) {
    document.fonts.add(
      new FontFace('Noto Sans Devanagari', `url(${url}) format('woff2')`, { weight, display: 'swap', unicodeRange: DEVANAGARI }),
    );
  }
}
