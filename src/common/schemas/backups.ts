import { z } from 'zod';

/** GET /api/admin/backup: the last backup this server made, and the schedule (decision 0022). */
export const BackupAnswer = z.object({
  success: z.literal(true),
  backup: z.object({
    lastAt: z.string().nullable(),
    lastError: z.string().nullable(),
    lastFile: z.string().nullable(),
    /** BACKUP_DIR, or null when no daily backups are made. */
    dir: z.string().nullable(),
    /** The IST hour of the daily backup and how many are kept. */
    hour: z.number().int(),
    keep: z.number().int(),
  }),
});
