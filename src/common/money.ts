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

/**
 * "₹ 1,23,456.5" style display of a rupee amount: Indian grouping (the last three digits, then
 * pairs), at most two decimals, the same text as `Intl.NumberFormat('en-IN', {
 * maximumFractionDigits: 2 })` in every language the shop speaks (tests/unit/money.test.ts
 * compares them). Written out rather than asked of Intl because a page's first number format
 * loads ICU's number data: 25–50 ms on a desktop, four times that on a cheap phone, before the
 * product list can show a price (docs/performance.md).
 */
export function formatRupees(rupees: number): string {
  return `₹ ${formatIndianNumber(rupees, 2)}`;
}

/**
 * A number as `Intl.NumberFormat('en-IN', { maximumFractionDigits })` writes it: Indian grouping
 * ("1,23,456"), rounded half away from zero to at most `fractionDigits` decimals, trailing zeros
 * dropped. Lingui's counts ("# items") use it with Intl's default of three.
 */
export function formatIndianNumber(value: number, fractionDigits: number): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${sign}∞`;
  const scale = 10n ** BigInt(fractionDigits);
  const scaled = roundedScaled(Math.abs(value), fractionDigits);
  const whole = (scaled / scale).toString();
  const fraction = (scaled % scale).toString().padStart(fractionDigits, '0').replace(/0+$/, '');
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A non-negative number times 10^digits, rounded half away from zero on its shortest decimal
 * form (1.115 to two places is 1.12), as ICU rounds: exact whatever the size, through BigInt.
 */
function roundedScaled(value: number, digits: number): bigint {
  const [mantissa = '0', exponent = '0'] = value.toExponential().split('e');
  const decimals = mantissa.replace('.', '');
  // value = 0.<decimals> × 10^(exponent + 1): the first `point` digits are the whole part.
  const point = Number(exponent) + 1;
  const padded = point > 0 ? decimals.padEnd(point + digits + 1, '0') : '0'.repeat(-point) + decimals;
  const wholeDigits = Math.max(point, 0);
  const kept = `${padded.slice(0, wholeDigits)}${padded.slice(wholeDigits, wholeDigits + digits).padEnd(digits, '0')}`;
  const next = padded[wholeDigits + digits] ?? '0';
  return BigInt(kept || '0') + (next >= '5' ? 1n : 0n);
}

/** True when a number has at most `places` decimals (checked on its decimal text). */
export function hasAtMostDecimals(value: number, places: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scaled = value * 10 ** places;
  // Only float noise is forgiven (1.005 * 100 is 100.49999999999999), not a real fraction of
  // the last place: 1e-9 is not a quantity of 0.000.
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}
