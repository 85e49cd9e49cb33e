import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.lists;

/**
 * Previous / Page n of m / Next under a long list. A button at either end is marked unavailable
 * rather than disabled, so the focus stays on it after the last step and the keyboard is not lost.
 */
export function ListPager({
  page,
  pages,
  onPage,
  label = t.pages,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the pages are of, for screen readers when a screen has more than one list. */
  label?: string;
}) {
  // An address past the last page (the list shrank since) steps back onto the last one.
  const step = (to: number) => () => {
    const target = Math.min(Math.max(to, 1), pages);
    if (to >= 1 && target !== page) onPage(target);
  };
  return (
    <nav className="list-pager" aria-label={label}>
      <button type="button" className="button button--small button--outline" aria-disabled={page <= 1} onClick={step(page - 1)}>
        {t.previous}
      </button>
      <span className="list-pager__where">{t.pageOf(page, pages)}</span>
      <button type="button" className="button button--small button--outline" aria-disabled={page >= pages} onClick={step(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}
