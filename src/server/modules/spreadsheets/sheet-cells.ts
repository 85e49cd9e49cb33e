import { toRupees } from '#common/money.js';
import { ORDER_COLUMNS, PRODUCT_COLUMNS, type ProductColumn } from '#common/schemas/spreadsheets.js';
import { istDateTime, rupeesText } from '#server/lib/csv-files.js';
import type { ProductSheetRow } from '#server/modules/catalog/bulk-service.js';
import { itemsOfOrder, type OrderSheetRow } from '#server/modules/orders/export-service.js';

/**
 * The cells of one row of each sheet, as text (docs/decisions/0012-spreadsheets.md). Numbers are
 * written as the product form takes them ("1.5", never "1.500"), lists joined by "|".
 */

/** A quantity, stock or rate as typed: the shortest decimal ("0.5", "12"). */
const numberText = (n: number): string => String(n);

/** "Tomato 1.5 Kg; Milk 2 Litre": each item's name, quantity and unit (none on orders from before units were kept). */
export function itemsText(order: OrderSheetRow): string {
  return itemsOfOrder(order)
    .map(([name, quantity, unit]) => (unit ? `${name} ${numberText(Number(quantity))} ${unit}` : `${name} ${numberText(Number(quantity))}`))
    .join('; ');
}

export function orderCells(order: OrderSheetRow, email: string | undefined): string[] {
  const cells: Record<(typeof ORDER_COLUMNS)[number], string> = {
    order_id: order.id,
    order_date: istDateTime(order.placedAt),
    customer: `${order.firstName} ${order.lastName}`.trim(),
    email: email ?? '',
    mobile: order.mobileNumber,
    address: order.address,
    city: order.city,
    pin_code: order.pinCode,
    status: order.status,
    items: itemsText(order),
    total: rupeesText(order.totalPaise),
  };
  return ORDER_COLUMNS.map((column) => cells[column]);
}

/** A product's cells by column: what the export writes, and what an import compares to see a change. */
export function productCellsOf(product: Omit<ProductSheetRow, 'id' | 'categoryId'> & { id: string | null }): Record<ProductColumn, string> {
  return {
    id: product.id ?? '',
    name: product.name,
    name_hi: product.nameHi,
    name_mr: product.nameMr,
    aliases: product.aliases.join('|'),
    category: product.categoryName ?? '',
    unit: product.unit,
    rate: numberText(toRupees(product.ratePaise)),
    stocks: numberText(product.stocks),
    kilogram_options: [...product.kilogramOptions]
      .sort((a, b) => a - b)
      .map(numberText)
      .join('|'),
    low_stock_threshold: product.lowStockThreshold === null ? '' : numberText(product.lowStockThreshold),
    mrp: product.mrpPaise === null ? '' : numberText(toRupees(product.mrpPaise)),
    hsn: product.hsn,
    gst_rate: String(product.gstRate),
  };
}

export const productCells = (product: ProductSheetRow): string[] => {
  const cells = productCellsOf(product);
  return PRODUCT_COLUMNS.map((column) => cells[column]);
};
