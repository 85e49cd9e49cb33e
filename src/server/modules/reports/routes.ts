import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GstReportAnswer, GstReportQuery } from '#common/schemas/gst-report.js';
import { LowStockAnswer, LowStockQuery, SalesAnswer, SalesQuery } from '#common/schemas/reports.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { ReportsService } from './service.js';

/**
 * The owner's reports (API.md "The owner's admin at scale"; docs/decisions/0014-low-stock-and-sales.md):
 * the products running low, the sales of a range of IST days and the GST inside them (decision 0060), as
 * JSON and as CSV. Read-only, and never kept by a cache: they change with every order.
 */
export function reportsRoutes(app: FastifyInstance, { reports }: { reports: ReportsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { access: 'admin' as const } };
  const tags = ['reports'];

  r.get(
    '/api/admin/products/low-stock',
    { ...admin, schema: { tags, querystring: LowStockQuery, response: { 200: LowStockAnswer } } },
    async (request) => ({ success: true as const, ...(await reports.lowStock(request.query.limit)) }),
  );

  r.get(
    '/api/admin/reports/sales',
    { ...admin, schema: { tags, querystring: SalesQuery, response: { 200: SalesAnswer } } },
    async (request) => ({ success: true as const, ...(await reports.salesReport(request.query)) }),
  );

  r.get(
    '/api/admin/reports/sales.csv',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The sales report as CSV (text/csv, UTF-8 with a byte-order mark): the days, then the top products',
        querystring: SalesQuery,
        response: errorAnswers(),
      },
    },
    async (request, reply) => sendSheet(reply, await reports.salesSheet(request.query)),
  );

  r.get(
    '/api/admin/reports/gst',
    {
      ...admin,
      schema: {
        tags,
        description:
          'The tax inside the lines of the orders Delivered and placed (billed) on the IST days from `from` to `to`, per GST rate and per HSN code and rate, in rupees (decision 0060).',
        querystring: GstReportQuery,
        response: { 200: GstReportAnswer },
      },
    },
    async (request) => ({ success: true as const, ...(await reports.gstReport(request.query)) }),
  );

  r.get(
    '/api/admin/reports/gst.csv',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The GST report as CSV (text/csv, UTF-8 with a byte-order mark): the rates, then the HSN codes, each with a total',
        querystring: GstReportQuery,
        response: errorAnswers(),
      },
    },
    async (request, reply) => sendSheet(reply, await reports.gstSheet(request.query)),
  );
}

/** A report's sheet as a download, never kept by a cache. */
function sendSheet(reply: FastifyReply, { fileName, csv }: { fileName: string; csv: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
