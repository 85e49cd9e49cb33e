import { eq, sql } from 'drizzle-orm';
import { SETTINGS_DEFAULTS, type Settings, type SettingsChange, ShopSettings } from '#common/schemas/settings.js';
import type { Db, Queryable } from '#server/db/client.js';
import { settings } from '#server/db/schema.js';
import { badRequest } from '#server/lib/errors.js';
import type { Cluster } from '#server/lib/pg-listener.js';
import { createSharedCopy } from '#server/lib/shared-copy.js';
import { linesOf } from '#server/lib/validation.js';
import { type Actor, type AuditService, changedFields } from '#server/modules/audit/service.js';

/** The NOTIFY channel of the owner's saved settings. */
export const SETTINGS_CHANNEL = 'shop_settings_changes';

/**
 * The shop's settings (API.md "Delivery area, slots, settings, addresses"). Only what the owner
 * changed is stored; every read lays it over the defaults, so a field added later has its
 * default at once. Every checkout reads them, so each app server keeps a copy, forgotten on
 * every server when the owner saves (lib/shared-copy.ts, decision 0017); a read inside a
 * transaction (`q`) reads the row itself.
 */
export function createSettingsService({
  db,
  audit,
  cluster,
}: {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  /** How app servers on one PostgreSQL hear each other; none on PGlite. */
  cluster: Cluster | undefined;
}) {
  async function readSettings(q: Queryable): Promise<Settings> {
    const [row] = await q.select({ data: settings.data }).from(settings).where(eq(settings.id, 1));
    return { ...SETTINGS_DEFAULTS, ...row?.data };
  }
  const copy = createSharedCopy({ channel: SETTINGS_CHANNEL, cluster, load: () => readSettings(db) });

  function getSettings(q?: Queryable): Promise<Settings> {
    return q ? readSettings(q) : copy.get();
  }

  /**
   * Applies a change (already checked field by field) and answers the whole settings. The
   * merged result is checked again as a whole, inside the transaction that holds the row, so
   * two owners saving at once each keep the other's fields. The audit entry names the fields
   * that changed.
   */
  async function updateSettings(change: SettingsChange, actor: Actor): Promise<Settings> {
    const saved = await db.transaction(async (tx) => {
      await tx.insert(settings).values({ id: 1, data: {} }).onConflictDoNothing();
      await tx.select({ id: settings.id }).from(settings).where(eq(settings.id, 1)).for('update');
      const before = await getSettings(tx);
      const merged = ShopSettings.safeParse({
        ...before,
        ...change,
        ...(change.social && { social: { ...before.social, ...change.social } }),
      });
      if (!merged.success) throw badRequest(linesOf(merged.error.issues));
      // The social links are kept whole, so a change of one keeps the others.
      const stored = change.social ? { ...change, social: merged.data.social } : change;
      await tx
        .update(settings)
        .set({ data: sql`${settings.data} || ${JSON.stringify(stored)}::jsonb`, updatedAt: new Date() })
        .where(eq(settings.id, 1));
      await audit.record(tx, { actor, action: 'settings.update', target: 'settings', detail: changedFields(before, merged.data) });
      return merged.data;
    });
    await copy.changed();
    return saved;
  }

  return { getSettings, updateSettings };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
