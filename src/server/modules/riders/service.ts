import type { AdminEventData } from '#common/schemas/admin-events.js';
import type { DeliveredInput } from '#common/schemas/riders.js';
import type { Db } from '#server/db/client.js';
import { notFound } from '#server/lib/errors.js';
import type { Actor, AuditService } from '#server/modules/audit/service.js';
import type { OrdersService } from '#server/modules/orders/service.js';
import { assignRider, listRiders } from './assignment.js';
import { deliverAtDoor } from './doorstep.js';
import { ridersDay } from './riders-report.js';
import { stopOf, stopsOf } from './stops.js';

export { inRupees, ridersSheet } from './riders-report.js';

/**
 * The delivery run (API.md "The delivery run"; decision 0056): the owner gives orders to the
 * shop's riders, a rider reads their stops and delivers each with the shopper's code, and the
 * owner reads what each rider brought back. The delivery itself is the orders module's status
 * change; this module checks who and the code.
 */
export function createRidersService({
  db,
  orders,
  audit,
  alerts,
}: {
  db: Db;
  orders: Pick<OrdersService, 'deliverAtDoor'>;
  audit: Pick<AuditService, 'record'>;
  /** Tells the owner's and the riders' live streams once an assignment has committed. */
  alerts: { assigned(data: AdminEventData<'order.rider'>): void };
}) {
  return {
    listRiders: () => listRiders(db),

    async assign(actor: Actor, orderId: string, riderId: string | null): Promise<void> {
      alerts.assigned(await assignRider(db, audit, actor, orderId, riderId));
    },

    stopsOf: (riderId: string) => stopsOf(db, riderId),

    /** Delivers and answers the order as its rider now sees it. */
    async deliver(rider: Actor, orderId: string, input: DeliveredInput) {
      await deliverAtDoor(db, orders, rider, orderId, input);
      const stop = await stopOf(db, rider.id, orderId);
      if (!stop) throw notFound('Order');
      return stop;
    },

    report: (date: string) => ridersDay(db, date),
  };
}
export type RidersService = ReturnType<typeof createRidersService>;
