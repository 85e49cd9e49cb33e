import escapeHtml from 'escape-html';

/** Markup known to be safe: made only by the `html` tag below, never from a typed string. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

/**
 * A tagged template for mail HTML that escapes every value put into it (names, addresses,
 * reasons, product names: whatever a shopper or owner typed), so no template can forget to.
 * Only markup made by this same tag passes through as it is; lists are joined; null, undefined
 * and false leave nothing. Values go into element text or quoted attributes only.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(markup);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}
