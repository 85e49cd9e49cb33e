import { asc, eq } from 'drizzle-orm';
import type { AdminEventData } from '#common/schemas/admin-events.js';
import type { Db } from '#server/db/client.js';
import { orders, users } from '#server/db/schema.js';
import { badRequest, conflict, notFound } from '#server/lib/errors.js';
import type { Actor, AuditService } from '#server/modules/audit/service.js';

/** The shop's riders, by name: who the owner may give an order to. */
export async function listRiders(db: Db) {
  const rows = await db
    .select({ _id: users.id, firstName: users.firstName, lastName: users.lastName, mobile: users.mobile })
    .from(users)
    .where(eq(users.role, 'Rider'))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows;
}

const nameOf = (person: { firstName: string; lastName: string } | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;

/**
 * The owner gives an order to a rider, changes its rider or takes it back (decision 0056): an
 * order on its way (Processing or Shipped) and an account that is a Rider. Setting the rider
 * clears the wrong codes, which is how the owner unlocks a locked delivery. The order's row is
 * locked first, so a rider delivering it meanwhile is either before (the order is Delivered:
 * refused) or after (the rider changed: theirs no more). Answers the alert to publish once committed.
 */
export async function assignRider(
  db: Db,
  audit: Pick<AuditService, 'record'>,
  actor: Actor,
  orderId: string,
  riderId: string | null,
): Promise<AdminEventData<'order.rider'>> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        orderNumber: orders.orderNumber,
        status: orders.status,
        riderId: orders.riderId,
        firstName: orders.firstName,
        lastName: orders.lastName,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound('Order');
    if (order.status === 'Delivered' || order.status === 'Cancelled') {
      throw conflict(`Order ${order.orderNumber} Is ${order.status}, Its Rider Cannot Change..!!`);
    }
    const person = { role: users.role, firstName: users.firstName, lastName: users.lastName };
    const [rider] = riderId ? await tx.select(person).from(users).where(eq(users.id, riderId)) : [];
    if (riderId && rider?.role !== 'Rider') throw badRequest('Rider: Choose One Of The Shop’s Riders..!!');
    const [previous] = order.riderId ? await tx.select(person).from(users).where(eq(users.id, order.riderId)) : [];

    await tx.update(orders).set({ riderId, deliveryCodeMisses: 0 }).where(eq(orders.id, orderId));
    await audit.record(tx, {
      actor,
      action: 'order.rider',
      target: `order:${orderId}`,
      detail: {
        record: `${order.firstName} ${order.lastName}`,
        before: { rider: nameOf(previous) },
        after: { rider: nameOf(rider) },
      },
    });
    return { _id: orderId, orderNumber: order.orderNumber ?? 0, riderId, previousRiderId: order.riderId };
  });
}
