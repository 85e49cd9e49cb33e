/**
 * What the packer types beside the scale, read as a packed quantity in the line's unit (API.md
 * "Packing"): "1.08" (or "1.08 kg") on a Kg line is 1.08 Kg, "1080 g" (g, gm, gms, gram, grams)
 * is 1.08 Kg too; any other line takes a plain number of its units. A comma is taken for the
 * decimal point. At most 3 decimals of the unit (a gram of a Kg), as the server keeps them.
 */

export type QuantityProblem = 'empty' | 'notANumber' | 'negative' | 'tooManyDecimals' | 'gramsOnCount';

export type ParsedQuantity = { ok: true; quantity: number } | { ok: false; problem: QuantityProblem };

const READING = /^(-?\d*(?:\.\d*)?)\s*(kg|kgs|kilo|kilos|g|gm|gms|gram|grams)?$/;
const GRAMS = new Set(['g', 'gm', 'gms', 'gram', 'grams']);

/** Digits after the point of a plain decimal text ("1.080" has 3). */
const decimalsOf = (digits: string): number => (digits.split('.')[1] ?? '').length;

export function parsePackedQuantity(text: string, weighed: boolean): ParsedQuantity {
  const typed = text.trim().toLowerCase().replace(',', '.');
  if (typed === '') return { ok: false, problem: 'empty' };
  const match = READING.exec(typed);
  const digits = match?.[1] ?? '';
  if (!match || digits === '' || digits === '.' || digits === '-' || digits === '-.') return { ok: false, problem: 'notANumber' };
  const unit = match[2];
  if (unit && !weighed) return { ok: false, problem: 'gramsOnCount' };
  const value = Number(digits);
  if (!Number.isFinite(value)) return { ok: false, problem: 'notANumber' };
  if (value < 0) return { ok: false, problem: 'negative' };
  const grams = unit !== undefined && GRAMS.has(unit);
  // Grams are whole (3 decimals of a Kg); Kg and counts may have 3 decimals.
  if (decimalsOf(digits) > (grams ? 0 : 3)) return { ok: false, problem: 'tooManyDecimals' };
  const milli = grams ? Math.round(value) : Math.round(value * 1000);
  return { ok: true, quantity: milli / 1000 };
}
