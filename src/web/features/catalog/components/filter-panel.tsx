import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DEFAULT_PRICE_RANGE } from '#common/constants.js';
import type { PriceRange } from '#common/price-ranges.js';
import type { Category } from '#common/schemas/catalog.js';
import { CloseIcon } from '#web/components/icons.js';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import { useTimedMessage } from '#web/lib/use-auto-clear.js';
import type { AppliedFilter } from '../api/get-products.js';

interface FilterPanelProps {
  id: string;
  /** Kept mounted while closed, so the choices survive closing and reopening. */
  open: boolean;
  categories: readonly Category[];
  /** The price ranges offered: the specification's, then more up to the shop's highest rate (decision 0039). */
  ranges: readonly PriceRange[];
  /** The filter the list shows (its address keeps it): the panel's choices start from it. Clear Filter shows only then (spec 4). */
  applied: AppliedFilter | null;
  onApply: (filter: AppliedFilter) => void;
  onClear: () => void;
  onClose: () => void;
}

/** A range's option in the select: its two ends, so a choice means the same whichever ranges are offered. */
const rangeValueOf = ([min, max]: PriceRange) => `${min}-${max}`;

/** The price range select's option for a filter: its range unless it is the default (none chosen). */
function rangeChoiceOf(applied: AppliedFilter | null): string {
  if (!applied || (applied.gte === DEFAULT_PRICE_RANGE[0] && applied.lte === DEFAULT_PRICE_RANGE[1])) return '';
  return rangeValueOf([applied.gte, applied.lte]);
}

/** Spec 2.5 side panel: categories (multi-select), price range (spec 9), Apply Filter, Clear Filter. */
export function FilterPanel({ id, open, categories, ranges, applied, onApply, onClear, onClose }: FilterPanelProps) {
  const { money } = useFormat();
  const t = useT();
  const [selected, setSelected] = useState<string[]>(() => applied?.categoryIds ?? []);
  const [range, setRange] = useState(() => rangeChoiceOf(applied));
  const [message, showMessage] = useTimedMessage();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // An open panel takes the focus and closes on Escape; closed, it gives the focus back.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body || panelRef.current?.contains(active))) opener.focus();
    };
  }, [open]);

  const toggle = (categoryId: string) =>
    setSelected((current) => (current.includes(categoryId) ? current.filter((c) => c !== categoryId) : [...current, categoryId]));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const chosen = range === '' ? undefined : range.split('-').map(Number);
    // Spec 5: nothing chosen, nothing sent.
    if (selected.length === 0 && !chosen) return showMessage(t('products.selectFilterFirst'));
    const [gte = DEFAULT_PRICE_RANGE[0], lte = DEFAULT_PRICE_RANGE[1]] = chosen ?? DEFAULT_PRICE_RANGE;
    onApply({ categoryIds: selected, gte, lte });
  };

  const clear = () => {
    setSelected([]);
    setRange('');
    onClear();
  };

  return (
    <>
      {/* A tap beside the open panel closes it (and does nothing else); Escape does the same from the keyboard. */}
      {open && <div className="filter-panel__backdrop" aria-hidden="true" onClick={onClose} />}
      <aside id={id} ref={panelRef} tabIndex={-1} className="filter-panel" aria-labelledby={`${id}-title`} hidden={!open}>
        <div className="filter-panel__head">
          <h2 id={`${id}-title`}>{t('products.filterTitle')}</h2>
          <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <form onSubmit={apply}>
          <fieldset className="filter-panel__categories">
            <legend>{t('products.categories')}</legend>
            {categories.map((category) => (
              <label key={category._id} className="check">
                <input type="checkbox" checked={selected.includes(category._id)} onChange={() => toggle(category._id)} />
                {category.categoryName}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-price`}>{t('products.priceRange')}</label>
            <select id={`${id}-price`} value={range} onChange={(e) => setRange(e.target.value)}>
              <option value="">{t('products.choosePriceRange')}</option>
              {ranges.map((r) => (
                <option key={rangeValueOf(r)} value={rangeValueOf(r)}>
                  {money(r[0])} - {money(r[1])}
                </option>
              ))}
              {/* A range from the address that the list no longer offers stays shown as chosen. */}
              {range !== '' && !ranges.some((r) => rangeValueOf(r) === range) && (
                <option value={range}>
                  {range
                    .split('-')
                    .map((end) => money(Number(end)))
                    .join(' - ')}
                </option>
              )}
            </select>
          </div>
          {message && (
            <p className="error-box" role="alert">
              {message}
            </p>
          )}
          <div className="filter-panel__actions">
            <button type="submit" className="button">
              {t('products.applyFilter')}
            </button>
            {applied !== null && (
              <button type="button" className="button button--outline" onClick={clear}>
                {t('products.clearFilter')}
              </button>
            )}
          </div>
        </form>
      </aside>
    </>
  );
}
