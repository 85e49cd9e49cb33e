import { csvText, rupeesText } from '#server/lib/csv-files.js';
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

/**
 * The sales report as one CSV (docs/decisions/0014-low-stock-and-sales.md): the days with their
 * total, an empty line, then the top products, each table under its own header. Written as the
 * shop's other spreadsheets are (lib/csv-files.ts, docs/decisions/0012-spreadsheets.md). At most
 * 366 days and 10 products: made whole, not streamed.
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
  return { fileName: `sales-${figures.from}-to-${figures.to}.csv`, csv: csvText(records) };
}
