import { SearchForm } from '#web/features/catalog/components/search-form.js';
import { useT } from '#web/i18n/i18n.js';

/** Spec 2.2: the header's search panel; the box and its suggestions are the catalogue's SearchForm. */
export function SearchPanel({ onDone }: { onDone: () => void }) {
  const t = useT();
  return (
    <search id="search-panel" className="header-panel search-panel">
      <SearchForm id="search-box" label={t('header.searchLabel')} placeholder={t('header.searchPlaceholder')} autoFocus onDone={onDone} />
    </search>
  );
}
