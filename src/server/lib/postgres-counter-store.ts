import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { rateLimitWindows } from '#server/db/schema.js';
import type { CounterStore } from './rate-limit.js';

/**
 * Attempt counters in PostgreSQL, so every app server counts the same attempts: one statement
 * per hit (a new window or one more in the open one). Windows that ended are deleted by the
 * hourly housekeeping (modules/housekeeping/).
 */
export function createPostgresCounterStore({ db }: { db: Db }): CounterStore {
  const t = rateLimitWindows;

  return {
    async hit(key, windowMs, now) {
      const at = new Date(now);
      const open = sql`${t.endsAt} > ${at}`;
      const [row] = await db
        .insert(t)
        .values({ key, count: 1, endsAt: new Date(now + windowMs) })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${open} then ${t.count} + 1 else 1 end`,
            endsAt: sql`case when ${open} then ${t.endsAt} else excluded.ends_at end`,
          },
        })
        .returning({ count: t.count });
      return row?.count ?? 1;
    },
    async release(key, now) {
      await db
        .update(t)
        .set({ count: sql`${t.count} - 1` })
        .where(sql`${t.key} = ${key} and ${t.endsAt} > ${new Date(now)} and ${t.count} > 0`);
    },
    async total(keys, now) {
      if (keys.length === 0) return 0;
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${t.count}), 0)::int` })
        .from(t)
        .where(and(inArray(t.key, [...keys]), gt(t.endsAt, new Date(now))));
      return Number(row?.total ?? 0);
    },
  };
}
