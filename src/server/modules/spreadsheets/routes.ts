import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMPORT_ROWS_LISTED, ImportAnswer, ImportQuery, OrdersSheetQuery } from '#common/schemas/spreadsheets.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import { csvStream } from '#server/lib/csv-files.js';
import type { ImportPlan } from './import-check.js';
import { readProductSheet } from './import-file.js';
import type { Sheet, SpreadsheetsService } from './service.js';
import { readCsvUpload } from './upload.js';

/** A CSV download, streamed as it is read (a CSV names shoppers: never kept by a cache). */
function sendSheet<C>(reply: FastifyReply, sheet: Sheet<C>) {
  const body = csvStream(sheet.columns, sheet.readPage, (err) => reply.log.error({ err }, 'CSV export cut short'));
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${sheet.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

function answerOf(plan: ImportPlan, preview: boolean): ImportAnswer {
  const created = plan.creates.length;
  const updated = plan.updates.length;
  const rows = preview
    ? [
        ...plan.creates.map(({ row, values }) => ({ row, action: 'create' as const, _id: null, name: values.name, changes: [] })),
        ...plan.updates.map(({ row, id, values, changes }) => ({ row, action: 'update' as const, _id: id, name: values.name, changes })),
      ]
        .sort((a, b) => a.row - b.row)
        .slice(0, IMPORT_ROWS_LISTED)
    : [];
  const counts = `${created} To Create, ${updated} To Update, ${plan.unchanged} Unchanged`;
  const message = preview ? `Checked: ${counts}..!!` : `Products Imported: ${created} Created, ${updated} Updated..!!`;
  return { success: true, message, preview, created, updated, unchanged: plan.unchanged, rows };
}

/**
 * The owner's spreadsheets (API.md "The owner's admin at scale"; docs/decisions/0012-spreadsheets.md):
 * orders and products out as CSV, products in from one.
 */
export function spreadsheetsRoutes(app: FastifyInstance, { spreadsheets }: { spreadsheets: SpreadsheetsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { access: 'admin' as const } };
  const tags = ['spreadsheets'];

  r.get(
    '/api/admin/orders.csv',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The matching orders as CSV (text/csv, UTF-8 with a byte-order mark), newest first',
        querystring: OrdersSheetQuery,
        response: errorAnswers(),
      },
    },
    async (request, reply) => sendSheet(reply, spreadsheets.ordersSheet(request.query)),
  );

  r.get(
    '/api/admin/products.csv',
    { ...admin, schema: { tags, summary: 'Every product as CSV (text/csv, UTF-8 with a byte-order mark)', response: errorAnswers() } },
    async (_request, reply) => sendSheet(reply, spreadsheets.productsSheet()),
  );

  r.post(
    '/api/admin/products/import',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Creates and updates products from a CSV with the columns of products.csv, all or nothing; `?preview=true` only checks',
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: { 200: ImportAnswer, ...errorAnswers('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA') },
      },
    },
    async (request) => {
      const preview = request.query.preview === 'true';
      const { read: rows, fileName } = await readCsvUpload(request, readProductSheet);
      const plan = await spreadsheets.importProducts(rows, { preview, actor: userOf(request), fileName });
      return answerOf(plan, preview);
    },
  );
}
