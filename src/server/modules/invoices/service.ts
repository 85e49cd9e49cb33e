import type { FastifyBaseLogger } from 'fastify';
import type { BillPaper } from '#common/schemas/bills.js';
import type { Db } from '#server/db/client.js';
import { createDrainLoop } from '#server/lib/drain-loop.js';
import type { CatalogService } from '#server/modules/catalog/service.js';
import type { OrderListener, OrdersService, Viewer } from '#server/modules/orders/service.js';
import { qrMatrix, upiPaymentOf } from '#server/modules/payments/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import type { UsersService } from '#server/modules/users/service.js';
import { findBillNumber, numberQueuedBills, queueBill } from './bill-numbers.js';
import { localNamesOf } from './local-names.js';
import { renderBill } from './render-bill.js';
import { renderReceipt } from './render-receipt.js';

/** Orders numbered per statement: a burst of checkouts is numbered in a few short statements. */
const NUMBERING_BATCH = 500;

/**
 * Numbers each order's bill right after the order commits (docs/decisions/0009-bills.md): the
 * order queues itself in its own transaction (it commits or rolls back with the order), and a
 * drain numbers every queued order once the commit is done, woken by each order and by a timer
 * for any order a stopped process left queued. An order listener of the orders service, given
 * to it in services.ts; it follows placed orders only.
 */
export function createBillNumbering({ db, pollMs, log }: { db: Db; pollMs: number; log: FastifyBaseLogger }) {
  async function numberAll(options?: { waitForOthers: boolean }): Promise<void> {
    while ((await numberQueuedBills(db, NUMBERING_BATCH, options)) === NUMBERING_BATCH);
  }
  const loop = createDrainLoop({
    drain: () => numberAll(),
    pollMs,
    onError: (error) => log.warn({ err: error }, 'bills could not be numbered'),
  });

  return {
    orderListener: {
      async inTransaction(tx, event) {
        if (event.type === 'order.placed') await queueBill(tx, event.order._id, new Date(event.order.orderDate));
      },
      afterCommit: loop.wake,
    } satisfies OrderListener,
    /**
     * Numbers what is queued now, waiting for what another numbering (this process's loop, another
     * app server) holds: a bill asked for in the moment between its order's commit and its number.
     */
    numberAll,
    start: loop.start,
    stop: loop.stop,
  };
}
export type BillNumbering = ReturnType<typeof createBillNumbering>;

/** The bill of an order (API.md "Order lifecycle"): who may read the order may have its bill. */
export function createInvoicesService({
  db,
  orders,
  settings,
  numbering,
  catalog,
  users,
}: {
  db: Db;
  orders: OrdersService;
  settings: SettingsService;
  numbering: Pick<BillNumbering, 'numberAll'>;
  catalog: Pick<CatalogService, 'findProducts'>;
  users: Pick<UsersService, 'findById'>;
}) {
  /** The bill as a PDF and its file name; another shopper's order is "not found", as reading it is. */
  async function billOf(viewer: Viewer, orderId: string, paper: BillPaper = 'a4'): Promise<{ fileName: string; pdf: Buffer }> {
    const order = await orders.getOrder(viewer, orderId);
    let number = await findBillNumber(db, order._id);
    if (!number) {
      // Its number is being given (numbering follows each commit): give it now, or wait for it.
      await numbering.numberAll({ waitForOthers: true });
      number = await findBillNumber(db, order._id);
    }
    // Every order is numbered as it is placed, and migration 0004 numbered the ones before.
    if (!number) throw new Error(`Order ${order._id} has no bill number`);
    const shop = await settings.getSettings();
    // An unpaid UPI order's bill carries its QR code (decision 0050): the order page's own link.
    const upiPayment = upiPaymentOf(shop, order);
    const upi = upiPayment && { payment: upiPayment, modules: qrMatrix(upiPayment.link) };
    const localNames = await localNamesOf({ catalog, users }, order);
    const content = { shop, number, order, upi, localNames };
    const pdf = paper === 'receipt' ? await renderReceipt(content) : await renderBill(content);
    return { fileName: `bill-${number.replace('/', '-')}${paper === 'receipt' ? '-receipt' : ''}.pdf`, pdf };
  }

  return { billOf };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
