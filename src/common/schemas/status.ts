import { z } from 'zod';

/** GET /api/admin/status: the database the shop runs on, mail and texts waiting to be sent, the last backup, and a full disk. */
/** An outbox's unsent part: how many wait, how many failed at least once, the oldest and the last refusal. */
const OutboxBacklog = z.object({
  waiting: z.number().int(),
  failing: z.number().int(),
  oldestWaitingSince: z.string().nullable(),
  lastError: z.string().nullable(),
  /** The oldest waiting one has waited 15 minutes or more. */
  stuck: z.boolean(),
});

export const ShopStatusAnswer = z.object({
  success: z.literal(true),
  status: z.object({
    database: z.object({ kind: z.enum(['pglite', 'postgres']), durability: z.enum(['full', 'relaxed']) }),
    mail: OutboxBacklog,
    /** Texts to phones (SMS, WhatsApp or the outbox folder), held to the mail's measure. */
    texts: OutboxBacklog,
    /** `full` from a write refused for lack of disk space until a write succeeds again. */
    storage: z.enum(['ok', 'full']),
    /** Decision 0022: kept in memory by this server (null until it has made one). */
    backup: z.object({
      lastAt: z.string().nullable(),
      /** Why the last backup failed, and when; null once one succeeds. */
      lastError: z.string().nullable(),
      lastFailedAt: z.string().nullable(),
      lastFile: z.string().nullable(),
      /** BACKUP_DIR (null: no daily backups), the IST hour of the daily one and how many are kept. */
      dir: z.string().nullable(),
      hour: z.number().int(),
      keep: z.number().int(),
    }),
    startedAt: z.string(),
  }),
});
export type ShopStatusAnswer = z.infer<typeof ShopStatusAnswer>;
