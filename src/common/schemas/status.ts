import { z } from 'zod';

/** GET /api/admin/status: the database the shop runs on, and mail waiting to be sent. */
export const ShopStatusAnswer = z.object({
  success: z.literal(true),
  status: z.object({
    database: z.object({ kind: z.enum(['pglite', 'postgres']), durability: z.enum(['full', 'relaxed']) }),
    mail: z.object({
      waiting: z.number().int(),
      failing: z.number().int(),
      oldestWaitingSince: z.string().nullable(),
      lastError: z.string().nullable(),
      /** The oldest waiting mail has waited 15 minutes or more. */
      stuck: z.boolean(),
    }),
    startedAt: z.string(),
  }),
});
export type ShopStatusAnswer = z.infer<typeof ShopStatusAnswer>;
