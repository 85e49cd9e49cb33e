import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { orderNumberSequence, orders } from '#server/db/schema.js';

/**
 * The checkout's numbering step (decision 0036): the next number of the shop's sequence, written
 * on the order. The step comes late, after every check that may refuse the order, so a refusal
 * takes no number. A sequence holds no lock: concurrent checkouts, on any app server, each get
 * their own number without waiting for each other's commit.
 */
export async function numberOrder(tx: Tx, orderId: string): Promise<number> {
  const [numbered] = await tx
    .update(orders)
    .set({ orderNumber: sql`nextval(${orderNumberSequence.seqName})` })
    .where(eq(orders.id, orderId))
    .returning({ n: orders.orderNumber });
  if (typeof numbered?.n !== 'number') throw new Error(`order ${orderId} was not numbered`);
  return numbered.n;
}
