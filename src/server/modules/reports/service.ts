import { toMilli, toRupees } from '#common/money.js';
import type { GstReportAnswer, GstReportQuery } from '#common/schemas/gst-report.js';
import { type LowStockAnswer, type SalesAnswer, type SalesQuery, TOP_PRODUCTS } from '#common/schemas/reports.js';
import type { CatalogService } from '#server/modules/catalog/service.js';
import type { GstLinesService } from '#server/modules/orders/gst-lines-service.js';
import type { SalesService } from '#server/modules/orders/sales-service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import { gstAnswerOf, gstFiguresOf, gstSheetOf } from './gst-report.js';
import { type SalesFigures, type SalesSheet, salesSheetOf } from './sales-csv.js';

export type SalesReport = Omit<SalesAnswer, 'success'>;

/**
 * The owner's reports (API.md "The owner's admin at scale"; docs/decisions/0014-low-stock-and-sales.md):
 * what runs low, from the catalogue, and what sold, from the orders. Money is added up in paise
 * and turned into rupees last, so every figure is exact.
 */
export function createReportsService({
  catalog,
  sales,
  gstLines,
  settings,
}: {
  catalog: Pick<CatalogService, 'lowStockProducts'>;
  sales: SalesService;
  /** The Delivered orders' lines, for the GST report (decision 0060). */
  gstLines: GstLinesService;
  /** The shop's low-stock threshold, for products without their own. */
  settings: Pick<SettingsService, 'getSettings'>;
}) {
  async function lowStock(limit: number | undefined): Promise<Omit<LowStockAnswer, 'success'>> {
    const shop = await settings.getSettings();
    return catalog.lowStockProducts(toMilli(shop.lowStockThreshold), limit);
  }

  /** The two aggregates side by side (two connections on PostgreSQL), in paise. */
  async function figuresOf(range: SalesQuery): Promise<SalesFigures> {
    const [days, topProducts] = await Promise.all([sales.salesByDay(range), sales.topProducts(range, TOP_PRODUCTS)]);
    const total = days.reduce((sum, day) => ({ orders: sum.orders + day.orders, revenuePaise: sum.revenuePaise + day.revenuePaise }), {
      orders: 0,
      revenuePaise: 0,
    });
    return { ...range, days, total, topProducts };
  }

  async function salesReport(range: SalesQuery): Promise<SalesReport> {
    const figures = await figuresOf(range);
    return {
      from: figures.from,
      to: figures.to,
      days: figures.days.map((day) => ({ date: day.date, orders: day.orders, revenue: toRupees(day.revenuePaise) })),
      total: { orders: figures.total.orders, revenue: toRupees(figures.total.revenuePaise) },
      topProducts: figures.topProducts.map((product) => ({
        _id: product.productId,
        name: product.name,
        unit: product.unit,
        quantity: product.quantity,
        revenue: toRupees(product.revenuePaise),
      })),
    };
  }

  /** The same figures as a spreadsheet. */
  async function salesSheet(range: SalesQuery): Promise<SalesSheet> {
    return salesSheetOf(await figuresOf(range));
  }

  /** The tax inside the Delivered orders' lines of the range, per rate and per HSN code (decision 0060). */
  async function gstReport(range: GstReportQuery): Promise<Omit<GstReportAnswer, 'success'>> {
    return gstAnswerOf(gstFiguresOf(range, await gstLines.deliveredLines(range)));
  }

  async function gstSheet(range: GstReportQuery): Promise<SalesSheet> {
    return gstSheetOf(gstFiguresOf(range, await gstLines.deliveredLines(range)));
  }

  return { lowStock, salesReport, salesSheet, gstReport, gstSheet };
}
export type ReportsService = ReturnType<typeof createReportsService>;
