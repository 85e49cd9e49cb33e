import { AsyncLocalStorage } from 'node:async_hooks';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '#common/schemas/audit.js';
import type { Db, Tx } from '#server/db/client.js';
import { auditLog } from '#server/db/schema.js';
import { trimDetail } from './detail.js';

export { changedFields } from './detail.js';

/** The Admin who makes a change: their id and e-mail, as their session knows them. */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditRecord {
  actor: Actor;
  /** What was done: `product.update`, `order.status`... (AUDIT_ACTIONS). */
  action: string;
  /** Which record: `product:<id>`, `settings`... */
  target: string;
  /** A short before/after of what changed (changedFields); trimmed before it is kept. */
  detail?: Record<string, unknown>;
}

/** What an order listener needs to know of an order's status change (orders' OrderEvent). */
interface StatusEvent {
  type: string;
  by?: string;
  order: {
    _id: string;
    status: string;
    statusHistory: readonly { status: string }[];
    user: { firstName: string; lastName: string };
  };
}

/** The status an order had before the last step of its history (placing is its first). */
const statusBeforeLast = (history: readonly { status: string }[]) => history.at(-2)?.status ?? 'Processing';

/**
 * The audit log (API.md "The owner's admin at scale", docs/decisions/0013-audit-log.md): every
 * admin write leaves one entry, written by the write's own service inside its transaction, so an
 * entry exists exactly when the change committed. Nothing here updates or deletes an entry.
 */
export function createAuditService({ db }: { db: Db }) {
  /** Adds one entry inside the caller's transaction: it commits or rolls back with the change. */
  async function record(tx: Tx, entry: AuditRecord): Promise<void> {
    await tx.execute(entryInsert(entry));
  }

  /** The insert of one entry, for a change that runs it within a statement of its own. */
  function entryInsert(entry: AuditRecord): SQL {
    return db
      .insert(auditLog)
      .values({
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        action: entry.action,
        target: entry.target,
        detail: trimDetail(entry.detail ?? {}),
      })
      .getSQL();
  }

  /** Newest first, one page of them, optionally of one action. */
  async function list({
    page,
    limit,
    action,
  }: AuditQuery): Promise<{ entries: AuditEntry[]; page: number; pages: number; matched: number }> {
    const where: SQL | undefined = action ? eq(auditLog.action, action) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(and(where))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(auditLog).where(and(where)),
    ]);
    const matched = total?.n ?? 0;
    return {
      entries: rows.map((row) => ({
        _id: row.id,
        at: row.at.toISOString(),
        actor: { _id: row.actorId, email: row.actorEmail },
        action: row.action,
        target: row.target,
        detail: row.detail,
      })),
      page,
      pages: Math.max(1, Math.ceil(matched / limit)),
      matched,
    };
  }

  /**
   * An order's status is changed by the orders service, which tells its listeners inside the
   * change's transaction but knows the changer only as 'Admin' or 'User'. The route runs the
   * change `asActor` the signed-in Admin, and this listener records the step with them. A
   * shopper's own cancel is no admin write and leaves no entry.
   */
  const acting = new AsyncLocalStorage<Actor>();

  function asActor<T>(actor: Actor, change: () => Promise<T>): Promise<T> {
    return acting.run(actor, change);
  }

  const orderListener = {
    async writesOf(_tx: Tx, event: StatusEvent): Promise<SQL[]> {
      if (event.type !== 'order.status' || event.by !== 'Admin') return [];
      const actor = acting.getStore();
      // A status change by an Admin outside a route that names them is a mistake in the code: refused, nothing changes.
      if (!actor) throw new Error('an Admin changed an order status without an actor to record');
      const { order } = event;
      return [
        entryInsert({
          actor,
          action: 'order.status',
          target: `order:${order._id}`,
          detail: {
            record: `${order.user.firstName} ${order.user.lastName}`,
            before: { status: statusBeforeLast(order.statusHistory) },
            after: { status: order.status },
          },
        }),
      ];
    },
  };

  return { record, list, asActor, orderListener };
}
export type AuditService = ReturnType<typeof createAuditService>;
