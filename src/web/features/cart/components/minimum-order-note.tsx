import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import type { PricedLine } from '#web/lib/line-totals.js';
import { shortOfMinimum } from '../minimum-order.js';

/**
 * "Add ₹ N more to place an order (minimum ₹ M)" while the cart is below the shop's minimum
 * (API.md: the server refuses such an order with 409 BELOW_MINIMUM), from the cart's priced lines. A polite live region, so
 * a shopper who changes a quantity hears the new figure or that it is gone.
 */
export function MinimumOrderNote({ lines, minOrderAmount }: { lines: readonly PricedLine[]; minOrderAmount: number }) {
  const { money } = useFormat();
  const t = useT();
  const short = lines.length ? shortOfMinimum(lines, minOrderAmount) : 0;
  return (
    <p className={short ? 'notice minimum-note' : 'minimum-note'} aria-live="polite">
      {short ? t('delivery.addMore', { more: money(short), minimum: money(minOrderAmount) }) : ''}
    </p>
  );
}
