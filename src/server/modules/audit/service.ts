import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { accountName } from '#common/account-name.js';
import type { AuditEntry, AuditQuery } from '#common/schemas/audit.js';
import type { Db, Tx } from '#server/db/client.js';
import { auditLog } from '#server/db/schema.js';
import { trimDetail } from './detail.js';

export { changedFields } from './detail.js';

/** The Admin who makes a change: their id and e-mail, as their session knows them. */
export interface Actor {
  id: string;
  email: string | null;
  mobile: string | null;
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

/**
 * The audit log (API.md "The owner's admin at scale", docs/decisions/0013-audit-log.md): every
 * admin write leaves one entry, written by the write's own service inside its transaction, so an
 * entry exists exactly when the change committed. Nothing here updates or deletes an entry.
 */
export function createAuditService({ db }: { db: Db }) {
  /** Adds one entry inside the caller's transaction: it commits or rolls back with the change. */
  async function record(tx: Tx, entry: AuditRecord): Promise<void> {
    await tx.insert(auditLog).values({
      actorId: entry.actor.id,
      actorEmail: accountName(entry.actor),
      action: entry.action,
      target: entry.target,
      detail: trimDetail(entry.detail ?? {}),
    });
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

  return { record, list };
}
export type AuditService = ReturnType<typeof createAuditService>;
