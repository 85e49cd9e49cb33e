import { shopMessage } from '#common/messages.js';
import { formatRupees, linePaise, toMilli, toPaise, toRupees } from '#common/money.js';
import type { CartLine } from '#common/schemas/orders.js';
import { AppError } from '#server/lib/errors.js';
import type { ProductSnapshot } from '#server/modules/catalog/stock-service.js';

/** A cart line as the server reads it: one per product, the quantity in thousandths. */
export interface WantedLine {
  productId: string;
  quantityMilli: number;
  /** The client's rate in paise, only to tell which lines changed price. */
  clientRatePaise: number | undefined;
  clientName: string | undefined;
}

/**
 * Merges lines of the same product (a cart should hold one line per product, but an old or
 * tampered client may send two: the shopper wants both quantities), keeping the cart's order.
 */
export function mergeCartLines(cartItems: readonly CartLine[]): WantedLine[] {
  const byId = new Map<string, WantedLine>();
  for (const line of cartItems) {
    const existing = byId.get(line.id);
    if (existing) {
      existing.quantityMilli += toMilli(line.quantity);
      existing.clientRatePaise ??= line.rate === undefined ? undefined : toPaise(line.rate);
      existing.clientName ??= line.name;
      continue;
    }
    byId.set(line.id, {
      productId: line.id,
      quantityMilli: toMilli(line.quantity),
      clientRatePaise: line.rate === undefined ? undefined : toPaise(line.rate),
      clientName: line.name,
    });
  }
  return [...byId.values()];
}

/** The server's price of the order, from current rates only (DESIGN.md "Rules the server enforces"). */
export function totalPaiseOf(snapshots: readonly ProductSnapshot[]): number {
  return snapshots.reduce((sum, s) => sum + linePaise(s.ratePaise, s.quantityMilli), 0);
}

/**
 * An order's total is more than zero (API.md "Guards against abuse"): a thousandth of a product
 * at a paisa rounds to nothing, and an order of nothing is no order.
 */
export function assertTotalPositive(totalPaise: number): void {
  if (totalPaise <= 0) throw new AppError('VALIDATION', ['Total: Must be more than 0..!!']);
}

/**
 * Refuses an order whose client total is not the server's, so the shopper sees the new price
 * before buying: the items at the current rates, less the coupon's discount, plus the delivery
 * charge (`totalPaise`, orders/offers.ts). The lines named are those whose client rate differs
 * from the current one; when the client sent no rates (or only its total is off) every line is named.
 */
export function assertTotalMatches(
  clientTotalRupees: number,
  totalPaise: number,
  snapshots: readonly ProductSnapshot[],
  lines: readonly WantedLine[],
): void {
  if (toPaise(clientTotalRupees) === totalPaise) return;
  const clientRate = new Map(lines.map((line) => [line.productId, line.clientRatePaise]));
  const changed = snapshots.filter((s) => {
    const rate = clientRate.get(s.productId);
    return rate !== undefined && rate !== s.ratePaise;
  });
  const named = (changed.length > 0 ? changed : snapshots).map((s) => ({ _id: s.productId, name: s.name, rate: toRupees(s.ratePaise) }));
  const names = named.map((item) => item.name).join(', ');
  throw new AppError('PRICE_CHANGED', shopMessage('priceChanged', { names, total: formatRupees(toRupees(totalPaise)) }), named);
}

/**
 * Refuses an order whose server total is below the shop's minimum, saying how much more is
 * needed (API.md "Delivery area, slots, settings, addresses"). A minimum of 0 refuses nothing.
 */
export function assertMinimumMet(totalPaise: number, minOrderAmountRupees: number): void {
  const minimumPaise = toPaise(minOrderAmountRupees);
  if (totalPaise >= minimumPaise) return;
  const short = formatRupees(toRupees(minimumPaise - totalPaise));
  throw new AppError('BELOW_MINIMUM', shopMessage('belowMinimum', { minimum: formatRupees(minOrderAmountRupees), short }));
}
