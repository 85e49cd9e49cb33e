import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.activity;

/**
 * Previous / Page n of m / Next. A button at the end of the log is marked unavailable rather
 * than disabled, so the focus stays on it after the last step and the keyboard is not lost.
 */
export function ActivityPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  // An address past the last page (the log was filtered since) steps back onto the last one.
  const step = (to: number) => () => {
    const target = Math.min(Math.max(to, 1), pages);
    if (to >= 1 && target !== page) onPage(target);
  };
  return (
    <nav className="activity-pager" aria-label={t.pages}>
      <button type="button" className="button button--small button--outline" aria-disabled={page <= 1} onClick={step(page - 1)}>
        {t.previous}
      </button>
      <span className="activity-pager__where">{t.pageOf(page, pages)}</span>
      <button type="button" className="button button--small button--outline" aria-disabled={page >= pages} onClick={step(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}
