import { shopMessage } from '#common/messages.js';
import { fromMilli, toMilli } from '#common/money.js';
import { isOfferedQuantity } from '#common/order-quantities.js';
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

/** The most one order takes of the product, in thousandths: its own limit, else the shop's. */
export const maxPerOrderMilli = (row: Pick<QuantityRow, 'maxPerOrder'>, shopMaxMilli: number) =>
  row.maxPerOrder === null ? shopMaxMilli : toMilli(row.maxPerOrder);

/**
 * 400 naming every line whose quantity the product is not sold in: one of its weight options or
 * a whole number of its smallest one, the rule the storefront builds its quantity lists from.
 */
export function assertOfferedQuantities(lines: readonly { row: QuantityRow; quantityMilli: number }[]): void {
  const problems = lines
    .filter(({ row, quantityMilli }) => !isOfferedQuantity(row.kilogramOptions, quantityMilli))
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
