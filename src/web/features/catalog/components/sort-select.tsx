import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '#common/constants.js';
import { useT } from '#web/i18n/i18n.js';

const sortLabels = {
  'price-asc': 'products.sort.priceAsc',
  'price-desc': 'products.sort.priceDesc',
  name: 'products.sort.name',
  newest: 'products.sort.newest',
} as const satisfies Record<ProductSort, string>;

/** The list's own order, when no sort is chosen: a search's best matches, any other list's newest. */
const ownOrder = '';

/**
 * The product list's order (decision 0039): a plain select, so a phone shows its own picker and a
 * keyboard or screen reader uses it as any select. A keyword search first offers its own order,
 * best matches first; any other list is newest first unless asked otherwise.
 */
export function SortSelect({
  sort,
  isSearch,
  onChange,
}: {
  sort?: ProductSort;
  isSearch: boolean;
  onChange: (sort?: ProductSort) => void;
}) {
  const t = useT();
  const id = useId();
  const choices = PRODUCT_SORTS.filter((choice) => isSearch || choice !== 'newest');
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('products.sortBy')}</label>
      <select
        id={id}
        value={sort && choices.includes(sort) ? sort : ownOrder}
        onChange={(event) => onChange(PRODUCT_SORTS.find((choice) => choice === event.target.value))}
      >
        <option value={ownOrder}>{isSearch ? t('products.sort.relevance') : t('products.sort.newest')}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(sortLabels[choice])}
          </option>
        ))}
      </select>
    </div>
  );
}
