import { forwardRef } from 'react';
import { CloseIcon } from '#web/components/icons.js';
import { useT } from '#web/i18n/i18n.js';

/** One filter the list shows: what the chip says, and how it is taken away. */
export interface FilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

/**
 * The filters a list shows, as chips above it (decision 0039): the search term, each category,
 * the price range. Each is a button ("Remove filter: Vegetables"), so Tab reaches it and Enter or
 * Space takes it away; `announcement` is said by screen readers once a filter is gone.
 */
export const ActiveFilters = forwardRef<HTMLUListElement, { chips: readonly FilterChip[]; announcement: string }>(function ActiveFilters(
  { chips, announcement },
  ref,
) {
  const t = useT();
  return (
    <>
      {chips.length > 0 && (
        <ul ref={ref} className="filter-chips" aria-label={t('products.activeFilters')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className="filter-chip"
                aria-label={t('products.removeFilter', { label: chip.label })}
                onClick={chip.onRemove}
              >
                <span>{chip.label}</span>
                <CloseIcon width="16" height="16" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
});
