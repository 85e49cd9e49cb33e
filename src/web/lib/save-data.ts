/** `navigator.connection`, where the browser has it (Chromium-based browsers). */
type WithConnection = Navigator & { connection?: { saveData?: boolean } };

/**
 * Whether the shopper's browser asks to save data: the wish it also sends as `Save-Data: on`
 * (a data saver or "lite" setting). The storefront then shows the small pictures and fetches
 * nothing ahead of use (docs/decisions/0065-low-data.md). Read at each call: the setting can
 * change while the page is open.
 */
export function savesData(): boolean {
  return typeof navigator !== 'undefined' && (navigator as WithConnection).connection?.saveData === true;
}
