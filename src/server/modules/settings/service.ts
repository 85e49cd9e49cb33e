import { eq, sql } from 'drizzle-orm';
import { SETTINGS_DEFAULTS, type Settings, type SettingsChange, SettingsFields } from '#common/schemas/settings.js';
import type { Db, Queryable } from '#server/db/client.js';
import { settings } from '#server/db/schema.js';
import { badRequest } from '#server/lib/errors.js';
import { messagesOf } from '#server/lib/validation.js';
import { type Actor, type AuditService, changedFields } from '#server/modules/audit/service.js';

/**
 * The shop's settings (API.md "Delivery area, slots, settings, addresses"). Only what the owner
 * changed is stored; every read lays it over the defaults, so a field added later has its
 * default at once. Read from the database each time (one row by key): several app servers see
 * one owner's change at once, with no cache to go stale.
 */
export function createSettingsService({ db, audit }: { db: Db; audit: Pick<AuditService, 'record'> }) {
  async function getSettings(q: Queryable = db): Promise<Settings> {
    const [row] = await q.select({ data: settings.data }).from(settings).where(eq(settings.id, 1));
    return { ...SETTINGS_DEFAULTS, ...row?.data };
  }

  /**
   * Applies a change (already checked field by field) and answers the whole settings. The
   * merged result is checked again as a whole, inside the transaction that holds the row, so
   * two owners saving at once each keep the other's fields. The audit entry names the fields
   * that changed.
   */
  async function updateSettings(change: SettingsChange, actor: Actor): Promise<Settings> {
    return db.transaction(async (tx) => {
      await tx.insert(settings).values({ id: 1, data: {} }).onConflictDoNothing();
      await tx.select({ id: settings.id }).from(settings).where(eq(settings.id, 1)).for('update');
      const before = await getSettings(tx);
      const merged = SettingsFields.safeParse({ ...before, ...change });
      if (!merged.success) throw badRequest(messagesOf(merged.error.issues));
      await tx
        .update(settings)
        .set({ data: sql`${settings.data} || ${JSON.stringify(change)}::jsonb`, updatedAt: new Date() })
        .where(eq(settings.id, 1));
      await audit.record(tx, { actor, action: 'settings.update', target: 'settings', detail: changedFields(before, merged.data) });
      return merged.data;
    });
  }

  return { getSettings, updateSettings };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
