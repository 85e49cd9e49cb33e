import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { KG_SPELLINGS } from '#common/units.js';
import { lineOf, lineOfText, linesOf, type ServerLine } from '#web/lib/api-client.js';
import { whenIdle } from '#web/lib/when-idle.js';
import { fetchCatalogue } from './catalogue-loaders.js';
import { countsAsSelect, valuesWithCounts } from './counts.js';
import { addDevanagariFont } from './devanagari-font.js';
import { formatLocaleOf, isLanguage, type Language, setDocumentLanguage, storeLanguage } from './languages.js';
import type { PlainMessageId, Translate } from './messages.js';

/** The storefront's one Lingui instance: the screens read it through the hooks below. */
export const i18n = setupI18n();
// The build compiles the catalogues (scripts/vite-languages.ts); development and the tests read
// them as written and compile each message as the build does.
if (import.meta.env.DEV) {
  i18n.setMessagesCompiler((message) => countsAsSelect(compileMessage(message)));
}

/** A message in the language shown, its counts written without Intl.NumberFormat (counts.ts). */
function translated(id: string, values?: Record<string, unknown>): string {
  const locales = i18n.locales ?? i18n.locale;
  return i18n._(id, valuesWithCounts(values, Array.isArray(locales) ? (locales[0] ?? i18n.locale) : locales));
}

/**
 * The language shown, as React state: every component reading texts renders again when it
 * changes. The hooks subscribe to the one instance directly rather than through a provider's
 * context, so any component reads it (a test's, a portal's) with nothing around it.
 */
const onChange = (listener: () => void) => i18n.on('change', listener);
const activeLocale = () => i18n.locale;
function useActiveLocale(): string {
  return useSyncExternalStore(onChange, activeLocale, activeLocale);
}

/** Shows a language: its texts, `<html lang>` and, for Hindi and Marathi, the Devanagari font. */
export async function activateLanguage(language: Language): Promise<void> {
  const messages = await fetchCatalogue(language);
  // The server's messages need translating only in Hindi and Marathi (an English visit never
  // loads the table), and only once the shopper does something: fetched when the page is idle,
  // so it never stands between the page and its first paint.
  if (language !== 'en') whenIdle(loadServerMessages);
  i18n.load(language, messages);
  addDevanagariFont(language);
  setDocumentLanguage(language);
  i18n.activate(language, [formatLocaleOf[language]]);
}

/** The shopper's choice from the select: kept for later visits, then shown. */
export function switchLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  return activateLanguage(language);
}

/** The language shown now. */
export function useLanguage(): Language {
  const locale = useActiveLocale();
  return isLanguage(locale) ? locale : 'en';
}

/** The texts of the language shown now; a change of language renders the screen again (with a new `t`). */
export function useT(): Translate {
  const locale = useActiveLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for each language, so memos and effects keyed on `t` follow it
  return useMemo(() => ((id: string, values?: Record<string, unknown>) => translated(id, values)) as Translate, [locale]);
}

const UNITS: Record<string, PlainMessageId> = {
  ...Object.fromEntries(KG_SPELLINGS.map((spelling) => [spelling, 'unit.kg' as const])),
  g: 'unit.gram',
  gm: 'unit.gram',
  gram: 'unit.gram',
  grams: 'unit.gram',
  dozen: 'unit.dozen',
  piece: 'unit.piece',
  pieces: 'unit.piece',
  pc: 'unit.piece',
  pcs: 'unit.piece',
  litre: 'unit.litre',
  liter: 'unit.litre',
  ltr: 'unit.litre',
  bunch: 'unit.bunch',
  packet: 'unit.packet',
  pack: 'unit.packet',
};

/**
 * Whether a product is sold by the Kg, where the specification's own "Kg" wording is shown
 * ("Quantity (Kg)", "1 KG", "/Kg"); an order item from before units were kept (no unit) was too.
 * The rule is the shop's (common/units.ts): packing weighs the same lines.
 */
export { isKgUnit } from '#common/units.js';

/** A unit the shop sells by, in the language shown ("Kg" reads "किलो"); in English, and for a unit not known here, as the shop wrote it. */
export function useUnit(): (unit: string) => string {
  const t = useT();
  const language = useLanguage();
  return useCallback((unit: string) => unitIn(language, t, unit), [t, language]);
}

/** A unit in a language, with that language's texts (useUnit's rule, for words written outside a component). */
export function unitIn(language: Language, t: Translate, unit: string): string {
  const id = UNITS[unit.trim().toLowerCase()];
  return language === 'en' || !id ? unit : t(id);
}

let serverMessages: typeof import('./server-messages.js') | null = null;
function loadServerMessages(): void {
  // A failed fetch (offline) leaves the messages in English; the next switch tries again.
  import('./server-messages.js').then(
    (module) => {
      serverMessages = module;
    },
    () => {},
  );
}

/** A success answer's message, with the id and values the shop sends beside it (decision 0034). */
export interface SaidAnswer {
  message: string;
  messageId?: string;
  values?: Record<string, string | number>;
}

/** What the shop's (server's) messages read in the language shown. */
export interface ServerMessages {
  /** An error's lines. */
  of: (error: unknown) => string[];
  /** One line: the shop's, or a text of the shared schemas (a form checked before sending). */
  line: (line: ServerLine | string) => string;
  /** A success answer's message. */
  answer: (answer: SaidAnswer) => string;
}

/** The shop's (server's) messages in the language shown, translated by their ids and values; English as the shop wrote them. */
export function useServerMessages(): ServerMessages {
  const t = useT();
  const english = useLanguage() === 'en';
  return useMemo(() => {
    const line = (said: ServerLine | string) => {
      const known = typeof said === 'string' ? lineOfText(said) : said;
      return english || !serverMessages ? known.text : serverMessages.translateServerLine(known, t);
    };
    return {
      line,
      of: (error: unknown) => linesOf(error).map(line),
      answer: (answer: SaidAnswer) => line(lineOf(answer.message, answer.messageId, answer.values)),
    };
  }, [t, english]);
}

/** The texts of the language shown now, outside a component (a component uses useT, which follows a change). */
export const translate: Translate = translated as Translate;
