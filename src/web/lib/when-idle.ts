/**
 * Runs `work` once the page has loaded and the browser has nothing more urgent to do (at most a
 * second after that): for what a shopper does not need for the first paint.
 */
export function whenIdle(work: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
    else setTimeout(work, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
