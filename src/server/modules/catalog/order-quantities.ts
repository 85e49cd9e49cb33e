import { shopMessage } from '#common/messages.js';
import { fromMilli, toMilli } from '#common/money.js';
import { AppError } from '#server/lib/errors.js';

/**
 * The quantities one order may take of a product (API.md "Guards against abuse",
 * docs/decisions/0021-order-limits.md). Checked on the cart's lines of one product added up,
 * against the product's row as the order's lock reads it.
 */

/** What these rules read of a locked product row. */
export interface QuantityRow {
  id: string;
  name: string;
  unit: string;
  kilogramOptions: readonly (number | string)[];
  maxPerOrder: number | null;
}

/**
 * A quantity is one of the product's weight options or a whole number of its smallest one (so
 * 0.001 of a product sold by the dozen, or 0.75 of one sold in halves, is refused). A product
 * without options (rows from before options were required) takes any quantity.
 */
export function isOfferedQuantity(row: Pick<QuantityRow, 'kilogramOptions'>, quantityMilli: number): boolean {
  const options = row.kilogramOptions.map(toMilli).filter((milli) => milli > 0);
  if (options.length === 0 || options.includes(quantityMilli)) return true;
  return quantityMilli % Math.min(...options) === 0;
}

/** The most one order takes of the product, in thousandths: its own limit, else the shop's. */
export const maxPerOrderMilli = (row: Pick<QuantityRow, 'maxPerOrder'>, shopMaxMilli: number) =>
  row.maxPerOrder === null ? shopMaxMilli : toMilli(row.maxPerOrder);

/** 400 naming every line whose quantity the product is not sold in. */
export function assertOfferedQuantities(lines: readonly { row: QuantityRow; quantityMilli: number }[]): void {
  const problems = lines
    .filter(({ row, quantityMilli }) => !isOfferedQuantity(row, quantityMilli))
    .map(({ row, quantityMilli }) => {
      const options = row.kilogramOptions.map(Number).sort((a, b) => a - b);
      return `Quantity: ${row.name} Is Sold In ${options.join(', ')} ${row.unit} Or Multiples Of ${options[0]}, Not ${fromMilli(quantityMilli)}..!!`;
    });
  if (problems.length > 0) throw new AppError('VALIDATION', problems);
}

/**
 * 409 QUANTITY_LIMIT naming every product the cart wants more of than one order takes, each
 * with its `maxPerOrder`, as OUT_OF_STOCK names its lines with their `stocks`.
 */
export function assertWithinLimits(lines: readonly { row: QuantityRow; quantityMilli: number }[], shopMaxMilli: number): void {
  const over = lines
    .filter(({ row, quantityMilli }) => quantityMilli > maxPerOrderMilli(row, shopMaxMilli))
    .map(({ row }) => ({ _id: row.id, name: row.name, unit: row.unit, maxPerOrder: fromMilli(maxPerOrderMilli(row, shopMaxMilli)) }));
  if (over.length === 0) return;
  const named = over.map((item) => `${item.maxPerOrder} ${item.unit} Of ${item.name}`).join(', ');
  throw new AppError(
    'QUANTITY_LIMIT',
    shopMessage('quantityLimit', { limits: named }),
    over.map(({ _id, name, maxPerOrder }) => ({ _id, name, maxPerOrder })),
  );
}
