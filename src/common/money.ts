/**
 * Money and quantity arithmetic in integers (DESIGN.md "Data and money").
 * Money is kept as paise, quantities and stocks as thousandths ("milli") of a unit.
 */

/** Rupees as sent in JSON (at most 2 decimals) to integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise to rupees for JSON (e.g. 4550 -> 45.5). */
export function toRupees(paise: number): number {
  return paise / 100;
}

/** A quantity (at most 3 decimals) to integer thousandths. */
export function toMilli(quantity: number | string): number {
  return Math.round(Number(quantity) * 1000);
}

/** Integer thousandths back to a number (1500 -> 1.5). */
export function fromMilli(milli: number): number {
  return milli / 1000;
}

/** Decimal string for a numeric(12,3) column from thousandths (1500 -> "1.500"). */
export function milliToDecimal(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** Price of one line in paise: rate x quantity, rounded half up to the paisa. */
export function linePaise(ratePaise: number, quantityMilli: number): number {
  return Math.round((ratePaise * quantityMilli) / 1000);
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "₹ 1,23,456.5" style display of a rupee amount (lakh grouping). */
export function formatRupees(rupees: number): string {
  return `₹ ${rupeeFormat.format(rupees)}`;
}

/** True when a number has at most `places` decimals (checked on its decimal text). */
export function hasAtMostDecimals(value: number, places: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scaled = value * 10 ** places;
  // Only float noise is forgiven (1.005 * 100 is 100.49999999999999), not a real fraction of
  // the last place: 1e-9 is not a quantity of 0.000.
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}
