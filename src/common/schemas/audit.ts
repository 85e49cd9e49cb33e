import { z } from 'zod';
import { Success } from './fields.js';
import { LimitField, PAGE_SIZE, PageField, PageInfo } from './paging.js';

/**
 * The audit log (API.md "The owner's admin at scale", docs/decisions/0013-audit-log.md): one
 * entry per admin write, newest first. These are the actions the shop records; the list is
 * also the Activity screen's filter.
 */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'products.import',
  'category.create',
  'category.update',
  'category.delete',
  'user.role',
  'user.delete',
  'order.status',
  'order.packing',
  'order.payment',
  'order.refund',
  'order.rider',
  'user.credit',
  'khata.payment',
  'khata.reminder',
  'review.delete',
  'settings.update',
  'coupon.create',
  'coupon.update',
  'coupon.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Always one page: the log only grows, so it is never answered whole. */
export const AuditQuery = z.object({
  page: PageField.default(1),
  limit: LimitField.default(PAGE_SIZE),
  action: z.enum(AUDIT_ACTIONS, { error: 'Action: Choose An Action..!!' }).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  /** `_id` is null once the Admin's account is gone; the e-mail stays. */
  actor: z.object({ _id: z.string().nullable(), email: z.string() }),
  action: z.string(),
  /** `product:<id>`, `order:<id>`, `settings`... */
  target: z.string(),
  /** A short before/after of the fields that changed: `{ before: {...}, after: {...} }`. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditAnswer = z.object({
  success: Success,
  entries: z.array(AuditEntry),
  ...PageInfo,
});
export type AuditAnswer = z.infer<typeof AuditAnswer>;
