import type { CompiledIcuChoices, CompiledMessage, CompiledMessageToken } from '@lingui/message-utils/compileMessage';
import { formatIndianNumber } from '#common/money.js';

/**
 * Plurals without Intl.NumberFormat (docs/decisions/0016-storefront-languages.md). Lingui writes
 * a plural's `#` with Intl.NumberFormat, made for every plural whether it shows `#` or not, and a
 * page's first number format loads ICU's number data: 25–50 ms on a desktop, four times that on
 * a cheap phone, before the header (which counts the cart) can draw. So each compiled
 * `{n, plural, ...}` becomes a `select` on n's plural category (Intl.PluralRules, which loads
 * little) and its `#` the count written as Intl writes it; `t` passes both beside n
 * (valuesWithCounts). The build does this to every catalogue, and development and the tests
 * compile through the same function (i18n.ts), so the texts are the ones Lingui would write.
 */

/** The names a count's category and written form are passed under: none a message may use. */
const categoryOf = (name: string) => `${name}\u0000plural`;
const writtenOf = (name: string) => `${name}\u0000count`;

/** CLDR's plural categories: the only branches a converted plural may have. */
const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** A compiled message with every plural turned into a select on the count's category. */
export function countsAsSelect(message: CompiledMessage, count?: string): CompiledMessage {
  return message.map((token): CompiledMessageToken => {
    if (token === '#' && count !== undefined) return [writtenOf(count)];
    if (!Array.isArray(token)) return token;
    const [name, type, format] = token;
    if (type !== 'plural' && type !== 'select') return token;
    const { offset, ...branches } = format as CompiledIcuChoices;
    if (type === 'select') return [name, type, convertBranches(branches, count)];
    const odd = Object.keys(branches).filter((key) => !CATEGORIES.has(key));
    if (offset || odd.length > 0) {
      throw new Error(
        `{${name}, plural}: only the plural categories (one, other...) are supported, not ${offset ? 'an offset' : odd.join(', ')}`,
      );
    }
    return [categoryOf(name), 'select', convertBranches(branches, name)];
  });
}

function convertBranches(branches: Record<string, CompiledMessage>, count: string | undefined): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(branches).map(([key, branch]) => [key, countsAsSelect(branch, count)]));
}

const rulesByLocale = new Map<string, Intl.PluralRules>();

/** The values a converted message reads: each number's plural category and written form beside it. */
export function valuesWithCounts(values: Record<string, unknown> | undefined, locale: string): Record<string, unknown> | undefined {
  if (!values) return values;
  let withCounts: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number') continue;
    let rules = rulesByLocale.get(locale);
    if (!rules) {
      rules = new Intl.PluralRules(locale);
      rulesByLocale.set(locale, rules);
    }
    withCounts ??= { ...values };
    withCounts[categoryOf(name)] = rules.select(value);
    withCounts[writtenOf(name)] = formatIndianNumber(value, 3);
  }
  return withCounts ?? values;
}
