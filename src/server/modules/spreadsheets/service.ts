import { ORDER_COLUMNS, PRODUCT_COLUMNS } from '#common/schemas/spreadsheets.js';
import type { Db, Queryable } from '#server/db/client.js';
import { fileNameOf, type PageReader } from '#server/lib/csv-files.js';
import type { Actor, AuditService } from '#server/modules/audit/service.js';
import type { BulkProductsService, ProductCursor } from '#server/modules/catalog/bulk-service.js';
import type { OrderCursor, OrderExportService, OrderSheetFilter } from '#server/modules/orders/export-service.js';
import type { UsersService } from '#server/modules/users/service.js';
import { type ImportPlan, idsOf, planImport } from './import-check.js';
import { refuseRows, type SheetRow } from './import-file.js';
import { orderCells, productCells } from './sheet-cells.js';

/** A CSV to send: its file name, its columns and how to read its rows a page at a time. */
export interface Sheet<C> {
  fileName: string;
  columns: readonly string[];
  readPage: PageReader<C>;
}

/**
 * The owner's spreadsheets (API.md "The owner's admin at scale"; docs/decisions/0012-spreadsheets.md):
 * the orders and the products as CSV, and products created and updated from a CSV, all or nothing.
 * It reaches orders, products and accounts through their services only.
 */
export function createSpreadsheetsService({
  db,
  orderExport,
  products,
  users,
  audit,
  clock,
  catalogueChanged = async () => {},
}: {
  db: Db;
  orderExport: OrderExportService;
  products: BulkProductsService;
  /** The e-mail of each order's shopper: orders keep the account's id, the accounts their e-mail. */
  users: Pick<UsersService, 'emailsOf'>;
  audit: Pick<AuditService, 'record'>;
  clock: () => Date;
  /** Told once an import that created or changed products has committed, before it is answered. */
  catalogueChanged?: () => Promise<void>;
}) {
  const ordersSheet = (filter: OrderSheetFilter): Sheet<OrderCursor> => ({
    fileName: fileNameOf('orders', clock()),
    columns: ORDER_COLUMNS,
    readPage: async (cursor) => {
      const { orders, next } = await orderExport.orderPage(filter, cursor);
      const emails = await users.emailsOf(orders.flatMap((order) => (order.userId ? [order.userId] : [])));
      return { rows: orders.map((order) => orderCells(order, order.userId ? emails.get(order.userId) : undefined)), next };
    },
  });

  const productsSheet = (): Sheet<ProductCursor> => ({
    fileName: fileNameOf('products', clock()),
    columns: PRODUCT_COLUMNS,
    readPage: async (cursor) => {
      const { products: page, next } = await products.productPage(cursor);
      return { rows: page.map(productCells), next };
    },
  });

  /** The whole file checked against the shop as it is on `q`; with `lock`, its products and categories stay so until commit. */
  async function checkedPlan(q: Queryable, rows: readonly SheetRow[], lock: boolean): Promise<ImportPlan> {
    const current = await products.productsByIds(q, idsOf(rows), { lock });
    const categories = await products.categoriesFor(q, { lock });
    const { plan, problems } = await planImport(rows, categories, current);
    if (problems.length > 0) throw refuseRows(problems);
    return plan;
  }

  /**
   * Imports the rows of a product CSV (import-file.ts): every row is checked before anything is
   * written, and one bad row refuses the file. Then, in one transaction, new products are
   * inserted and changed ones updated in batches, with the import's one audit entry. A preview
   * runs every check and writes nothing.
   */
  async function importProducts(
    rows: readonly SheetRow[],
    { preview, actor, fileName }: { preview: boolean; actor: Actor; fileName: string },
  ) {
    if (preview) return checkedPlan(db, rows, false);
    const plan = await db.transaction(async (tx) => {
      const plan = await checkedPlan(tx, rows, true);
      await products.insertProducts(
        tx,
        plan.creates.map((create) => create.values),
      );
      await products.updateProducts(
        tx,
        plan.updates.map((update) => ({ id: update.id, ...update.values })),
      );
      // The import's one audit entry, committed with it (decision 0013).
      await audit.record(tx, {
        actor,
        action: 'products.import',
        target: 'products',
        detail: { file: fileName, created: plan.creates.length, updated: plan.updates.length, unchanged: plan.unchanged },
      });
      return plan;
    });
    if (plan.creates.length + plan.updates.length > 0) await catalogueChanged();
    return plan;
  }

  return { ordersSheet, productsSheet, importProducts };
}
export type SpreadsheetsService = ReturnType<typeof createSpreadsheetsService>;
