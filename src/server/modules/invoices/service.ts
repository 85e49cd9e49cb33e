import type { Order } from '#common/schemas/orders.js';
import type { Db, Tx } from '#server/db/client.js';
import type { OrdersService, Viewer } from '#server/modules/orders/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import { assignBillNumber, findBillNumber } from './bill-numbers.js';
import { renderBill } from './render-bill.js';

/**
 * Numbers each order's bill in the transaction that places it (docs/decisions/0009-bills.md):
 * the order and its number commit together or not at all. An order listener of the orders
 * service, given to it in services.ts; it follows placed orders only.
 */
export function createBillNumbering() {
  return {
    async inTransaction(tx: Tx, event: { type: string; order: Order }): Promise<void> {
      if (event.type === 'order.placed') await assignBillNumber(tx, event.order._id, new Date(event.order.orderDate));
    },
  };
}

/** The bill of an order (API.md "Order lifecycle"): who may read the order may have its bill. */
export function createInvoicesService({ db, orders, settings }: { db: Db; orders: OrdersService; settings: SettingsService }) {
  /** The bill as a PDF and its file name; another shopper's order is "not found", as reading it is. */
  async function billOf(viewer: Viewer, orderId: string): Promise<{ fileName: string; pdf: Buffer }> {
    const order = await orders.getOrder(viewer, orderId);
    const number = await findBillNumber(db, order._id);
    // Every order is numbered as it is placed, and migration 0004 numbered the ones before.
    if (!number) throw new Error(`Order ${order._id} has no bill number`);
    const shop = await settings.getSettings();
    const pdf = await renderBill({ shop, number, order });
    return { fileName: `bill-${number.replace('/', '-')}.pdf`, pdf };
  }

  return { billOf };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
