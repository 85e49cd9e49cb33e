import { useEffect } from 'react';

const COUNTED = /^\(\d+\) /;

/**
 * The tab's title starts with the count of unseen new orders, "(2) All Orders | Shop", so an owner
 * in another tab sees them come (decision 0041); without any, the screen's own title. Screens set
 * their titles themselves (use-document-title.ts), so the count is put back whenever one changes it.
 */
export function useUnseenTitle(unseen: number): void {
  useEffect(() => {
    const counted = () => {
      const plain = document.title.replace(COUNTED, '');
      const wanted = unseen > 0 ? `(${unseen}) ${plain}` : plain;
      if (document.title !== wanted) document.title = wanted;
    };
    counted();
    const title = document.querySelector('title');
    const watch = typeof MutationObserver === 'function' && title ? new MutationObserver(counted) : undefined;
    if (watch && title) watch.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      watch?.disconnect();
      document.title = document.title.replace(COUNTED, '');
    };
  }, [unseen]);
}
