import { amountDuePaise, type DueLine, lineDuePaise } from '#common/amount-due.js';
import { fromMilli, toMilli } from '#common/money.js';
import type { PackingInput } from '#common/schemas/packing.js';
import { heaviestMilli, isKgUnit } from '#common/units.js';
import { AppError, badRequest } from '#server/lib/errors.js';

/**
 * The rule of a packed line (API.md "Packing: weighed quantities, missing items, the pick list";
 * docs/decisions/0051-packing.md), the one place it is written. A line of a product sold by the
 * Kg is weighed: 0 up to what was ordered plus the shop's tolerance, to the gram. Any other line
 * is counted: 0 up to what was ordered, in whole steps of the product's smallest option (a
 * product without options, or deleted since, in any step). 0 means the product is unavailable.
 * The owner names every line of the order once; an order packed with nothing in it is a cancel.
 */

/** A line of the order as packing reads it: what was sold, and what was packed before (null: never). */
export interface OrderLine extends DueLine {
  productId: string;
  name: string;
  unit: string | null;
}

/** What the packing comes to: every line's packed quantity, the stock to move and the new amount due. */
export interface Packing {
  /** Each line's packed quantity in thousandths, in the order's order. */
  lines: { productId: string; packedMilli: number }[];
  /**
   * The stock each line takes (positive) or gives back (negative) beyond what the order already
   * holds: as packed before, else as ordered (the checkout took that).
   */
  stockChanges: { productId: string; name: string; quantityMilli: number }[];
  /** The coupon's discount on the packed items (terms.discountOf), in paise. */
  discountPaise: number;
  amountDuePaise: number;
  /** Whether any line now differs from what the shopper last heard: the order as placed, else its last packing. */
  changed: boolean;
}

/** What the rule needs of the shop and the catalogue. */
export interface PackingTerms {
  /** How far above the ordered weight a Kg line may go, in whole percent (settings). */
  weightTolerancePercent: number;
  /** The smallest quantity a product is sold in now, in thousandths; undefined: any (no options, or deleted). */
  smallestStepOf(productId: string): number | undefined;
  /** The order's delivery charge, in paise (the amount due adds it). */
  deliveryChargePaise: number;
  /** The order's discount on items worth this many paise as packed (the amount due takes it). */
  discountOf(packedItemsPaise: number): number;
}

const amountText = (milli: number, unit: string | null) => `${fromMilli(milli)}${unit ? ` ${unit}` : ''}`;

// The most a weighed line may be packed is common/units.ts's, which the packing screen shows too.
export { heaviestMilli };

/** Why one line's packed quantity is refused, or undefined when the rule takes it. */
function problemOf(line: OrderLine, packedMilli: number, terms: PackingTerms): string | undefined {
  if (isKgUnit(line.unit)) {
    const most = heaviestMilli(line.quantityMilli, terms.weightTolerancePercent);
    if (packedMilli <= most) return undefined;
    return `${line.name}: Pack 0 To ${amountText(most, line.unit ?? 'Kg')}, ${amountText(line.quantityMilli, line.unit ?? 'Kg')} Ordered And ${terms.weightTolerancePercent}% More..!!`;
  }
  if (packedMilli > line.quantityMilli) return `${line.name}: Pack 0 To ${amountText(line.quantityMilli, line.unit)}, As Ordered..!!`;
  const step = terms.smallestStepOf(line.productId);
  if (step !== undefined && packedMilli % step !== 0) {
    return `${line.name}: Pack Whole Steps Of ${amountText(step, line.unit)}..!!`;
  }
  return undefined;
}

/**
 * The owner's packed quantities checked against the order's lines: every refusal at once, 400,
 * nothing changed. Answers the packing to write.
 */
export function packLines(lines: readonly OrderLine[], items: PackingInput['items'], terms: PackingTerms): Packing {
  const byId = new Map(lines.map((line) => [line.productId, line]));
  const given = new Map<string, number>();
  const problems: string[] = [];
  for (const item of items) {
    const line = byId.get(item._id);
    if (!line) problems.push(`Items: ${item._id} Is Not A Line Of This Order..!!`);
    else if (given.has(item._id)) problems.push(`Items: ${line.name} Is Given Twice..!!`);
    else given.set(item._id, toMilli(item.packedQuantity));
  }
  for (const line of lines) {
    if (!given.has(line.productId)) problems.push(`Items: ${line.name} Is Missing, Give Every Line Of The Order..!!`);
  }
  if (problems.length > 0) throw badRequest([...new Set(problems)]);

  const packed = lines.map((line) => ({ line, packedMilli: given.get(line.productId) ?? 0 }));
  const refused = packed.flatMap(({ line, packedMilli }) => problemOf(line, packedMilli, terms) ?? []);
  if (refused.length > 0) throw badRequest(refused);
  if (packed.every(({ packedMilli }) => packedMilli === 0)) {
    throw new AppError('VALIDATION', ['Items: Every Line Is 0, Cancel The Order Instead..!!']);
  }

  const held = (line: OrderLine) => line.packedMilli ?? line.quantityMilli;
  const packedLines = packed.map(({ line, packedMilli }) => ({ ...line, packedMilli }));
  const discountPaise = terms.discountOf(packedLines.reduce((sum, line) => sum + lineDuePaise(line), 0));
  return {
    lines: packed.map(({ line, packedMilli }) => ({ productId: line.productId, packedMilli })),
    stockChanges: packed.map(({ line, packedMilli }) => ({
      productId: line.productId,
      name: line.name,
      quantityMilli: packedMilli - held(line),
    })),
    discountPaise,
    amountDuePaise: amountDuePaise(packedLines, { deliveryChargePaise: terms.deliveryChargePaise, discountPaise }),
    changed: packed.some(({ line, packedMilli }) => packedMilli !== held(line)),
  };
}
