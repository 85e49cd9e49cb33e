import { useCallback } from 'react';
import { useLanguage } from '#web/i18n/i18n.js';
import type { Language } from '#web/i18n/languages.js';

/** A product's names in the shop's other languages (API.md "Languages and search"): '' when it has none. */
export interface LocalNames {
  hi?: string;
  mr?: string;
}

/** The names a product answer or a cart line carries, if any (older answers and placed orders have none). */
export function namesOf(item: object): LocalNames | undefined {
  const names = (item as { names?: unknown }).names;
  return typeof names === 'object' && names !== null ? (names as LocalNames) : undefined;
}

/** The name in a language, or the English name when the product has none in it. */
export function localName(item: { name: string }, language: Language): string {
  if (language === 'en') return item.name;
  return namesOf(item)?.[language]?.trim() || item.name;
}

/**
 * A product's name as the shopper reads it, wherever they see one (a product, a cart line, an
 * order's item): in the chosen language, with the English name small beneath (what the shop's
 * packets and bills say); the English name alone in English or when it has no name in that language.
 */
export function ProductName({ item }: { item: { name: string } }) {
  const language = useLanguage();
  const local = localName(item, language);
  if (local === item.name) return <>{item.name}</>;
  return (
    <>
      <span lang={language}>{local}</span>
      <span className="product-name__english" lang="en">
        {item.name}
      </span>
    </>
  );
}

/** The name in the chosen language, as text (labels, titles, messages). */
export function useLocalName(): (item: { name: string }) => string {
  const language = useLanguage();
  return useCallback((item) => localName(item, language), [language]);
}

/** The admin's lists: a product's Hindi and Marathi names in their own script, small under its name (nothing when it has none). */
export function OtherNames({ item }: { item: object }) {
  const names = namesOf(item);
  const given = (['hi', 'mr'] as const).filter((language) => names?.[language]?.trim());
  if (given.length === 0) return null;
  return (
    <span className="product-name__others">
      {given.map((language, index) => (
        <span key={language}>
          {index > 0 && ' · '}
          <span lang={language}>{names?.[language]}</span>
        </span>
      ))}
    </span>
  );
}
