import { stringify } from 'csv-stringify/sync';
import type { DaySales, ProductSales, SalesRange } from '#server/modules/orders/sales-service.js';

/** The sales report in paise, as the orders' aggregates give it. */
export interface SalesFigures extends SalesRange {
  days: DaySales[];
  total: { orders: number; revenuePaise: number };
  topProducts: ProductSales[];
}

export interface SalesSheet {
  fileName: string;
  csv: string;
}

/** Integer paise as the rupees a spreadsheet adds up: 4550 -> "45.50". */
const rupeesText = (paise: number): string => `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/**
 * The sales report as one CSV (docs/decisions/0014-low-stock-and-sales.md): the days with their
 * total, an empty line, then the top products, each table under its own header. Written as the
 * shop's other spreadsheets are (docs/decisions/0012-spreadsheets.md): UTF-8 with a byte-order
 * mark so Excel shows ₹ and Indian names as written, CRLF lines, and a cell a spreadsheet would
 * run as a formula (a product named "=1+1") defused with a leading `'` by csv-stringify's
 * `escape_formulas`. At most 366 days and 10 products: made whole, not streamed.
 */
export function salesSheetOf(figures: SalesFigures): SalesSheet {
  const records: string[][] = [
    ['date', 'orders', 'revenue'],
    ...figures.days.map((day) => [day.date, String(day.orders), rupeesText(day.revenuePaise)]),
    ['total', String(figures.total.orders), rupeesText(figures.total.revenuePaise)],
    [],
    ['rank', 'product_id', 'product', 'unit', 'quantity', 'revenue'],
    ...figures.topProducts.map((product, index) => [
      String(index + 1),
      product.productId,
      product.name,
      product.unit ?? '',
      String(product.quantity),
      rupeesText(product.revenuePaise),
    ]),
  ];
  const csv = stringify(records, { bom: true, record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true });
  return { fileName: `sales-${figures.from}-to-${figures.to}.csv`, csv };
}
