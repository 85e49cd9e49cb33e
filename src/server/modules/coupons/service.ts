import { and, count, desc, eq, sql } from 'drizzle-orm';
import { toPaise, toRupees } from '#common/money.js';
import { type Coupon, type CouponChange, type CouponInput, couponProblems } from '#common/schemas/coupons.js';
import type { Db, Queryable, Tx } from '#server/db/client.js';
import { coupons, couponUses } from '#server/db/schema.js';
import { badRequest, conflict, notFound } from '#server/lib/errors.js';
import { istDateOf } from '#server/lib/ist-dates.js';
import { type Actor, type AuditService, changedFields } from '#server/modules/audit/service.js';
import { type CouponRow, discountOrRefusal, termsOf, toCoupon } from './coupon-rules.js';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

const codeTaken = (code: string) => conflict(`Coupon Code ${code} Already Exists..!!`);

/** A coupon's columns from the API's fields (rupees and percents to hundredths). */
function columnsOf(input: Omit<Coupon, '_id' | 'used'>) {
  return {
    code: input.code,
    kind: input.kind,
    valueHundredths: toPaise(input.value),
    minAmountPaise: toPaise(input.minAmount),
    maxDiscountPaise: input.maxDiscount === null ? null : toPaise(input.maxDiscount),
    validFrom: input.validFrom,
    validTo: input.validTo,
    perShopper: input.perShopper,
    totalUses: input.totalUses,
    active: input.active,
  };
}

/** What the order keeps of the coupon it was placed with (the orders module writes it on its row). */
export interface CouponApplied {
  code: string;
  discountPaise: number;
  terms: ReturnType<typeof termsOf>;
}

/**
 * Coupons (API.md "Offers and the delivery charge"; docs/decisions/0062-offers-and-delivery-charge.md):
 * the owner's list and edits, the shopper's check of a code, and the checkout's steps, which run
 * inside the orders' transaction. A coupon's `used` changes only under its row lock (FOR UPDATE):
 * a checkout raises it, a cancel lowers it, so `totalUses` holds across any number of app servers.
 */
export function createCouponsService({ db, audit, clock }: { db: Db; audit: Pick<AuditService, 'record'>; clock: () => Date }) {
  async function listCoupons(): Promise<Coupon[]> {
    const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
    return rows.map(toCoupon);
  }

  async function addCoupon(actor: Actor, input: CouponInput): Promise<Coupon> {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx.insert(coupons).values(columnsOf(input)).returning();
        if (!row) throw new Error('coupon not written');
        const coupon = toCoupon(row);
        await audit.record(tx, { actor, action: 'coupon.create', target: `coupon:${row.id}`, detail: { record: row.code, after: coupon } });
        return coupon;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken(input.code);
      throw error;
    }
  }

  /** An edit: the fields given, the result checked as a whole (a percent up to 100, the dates in order). */
  async function changeCoupon(actor: Actor, id: string, change: CouponChange): Promise<Coupon> {
    try {
      return await db.transaction(async (tx) => {
        const [held] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
        if (!held) throw notFound('Coupon');
        const before = toCoupon(held);
        const merged = { ...before, ...change };
        const problems = couponProblems(merged);
        if (problems.length > 0) throw badRequest(problems);
        const [row] = await tx.update(coupons).set(columnsOf(merged)).where(eq(coupons.id, id)).returning();
        if (!row) throw notFound('Coupon');
        const coupon = toCoupon(row);
        await audit.record(tx, {
          actor,
          action: 'coupon.update',
          target: `coupon:${id}`,
          detail: { record: row.code, ...changedFields(before, coupon) },
        });
        return coupon;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken(change.code ?? '');
      throw error;
    }
  }

  /** Deletes a coupon and its uses; orders placed with it keep its code and discount. */
  async function removeCoupon(actor: Actor, id: string) {
    return db.transaction(async (tx) => {
      const [row] = await tx.delete(coupons).where(eq(coupons.id, id)).returning();
      if (!row) throw notFound('Coupon');
      await audit.record(tx, {
        actor,
        action: 'coupon.delete',
        target: `coupon:${id}`,
        detail: { record: row.code, before: toCoupon(row) },
      });
      return 'Coupon Deleted..!!';
    });
  }

  async function usesBy(q: Queryable, couponId: string, userId: string): Promise<number> {
    const [found] = await q
      .select({ n: count() })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId)));
    return found?.n ?? 0;
  }

  /**
   * The shopper's check of a code against their cart's items (`itemsPaise`): the discount it
   * would give now, or the refusal the checkout would give. Nothing is held or counted.
   */
  async function checkCoupon(userId: string, code: string, itemsPaise: number) {
    const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
    const shopperUses = row ? await usesBy(db, row.id, userId) : 0;
    const applies = discountOrRefusal(code, row, { today: istDateOf(clock()), shopperUses, itemsPaise });
    const { kind, valueHundredths } = applies.row;
    return { discount: toRupees(applies.discountPaise), coupon: { code: applies.row.code, kind, value: toRupees(valueHundredths) } };
  }

  /**
   * The checkout's lock of the coupon a shopper names (FOR UPDATE, in the orders' transaction):
   * taken after the products and before the shopper's hold and the slot (orders/service.ts), so
   * two checkouts never wait on each other in a circle. Undefined for an unknown code.
   */
  async function holdForCheckout(tx: Tx, code: string): Promise<CouponRow | undefined> {
    const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
    return row;
  }

  /**
   * The checkout's coupon step, under the hold: the shopper's uses counted, the rules applied
   * (409 COUPON_INVALID saying why), the use written and counted on the coupon. Answers what the
   * order keeps of it.
   */
  async function applyAtCheckout(
    tx: Tx,
    code: string,
    held: CouponRow | undefined,
    { userId, orderId, itemsPaise }: { userId: string; orderId: string; itemsPaise: number },
  ): Promise<CouponApplied> {
    const shopperUses = held ? await usesBy(tx, held.id, userId) : 0;
    const { row, discountPaise } = discountOrRefusal(code, held, { today: istDateOf(clock()), shopperUses, itemsPaise });
    await tx.insert(couponUses).values({ orderId, couponId: row.id, userId });
    await tx
      .update(coupons)
      .set({ used: sql`${coupons.used} + 1` })
      .where(eq(coupons.id, row.id));
    return { code: row.code, discountPaise, terms: termsOf(row) };
  }

  /**
   * A cancelled order's use given back, in the cancel's transaction (after its products, before
   * its slot: the checkout's order of locks). The coupon's row is locked before its use's row is
   * deleted, as a checkout and the owner's delete take them; the use's row goes once, so a use
   * comes back once.
   */
  async function giveBack(tx: Tx, orderId: string): Promise<void> {
    const [found] = await tx.select({ couponId: couponUses.couponId }).from(couponUses).where(eq(couponUses.orderId, orderId));
    if (!found) return;
    await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, found.couponId)).for('update');
    const [use] = await tx.delete(couponUses).where(eq(couponUses.orderId, orderId)).returning({ couponId: couponUses.couponId });
    if (!use) return;
    await tx
      .update(coupons)
      .set({ used: sql`${coupons.used} - 1` })
      .where(eq(coupons.id, use.couponId));
  }

  return { listCoupons, addCoupon, changeCoupon, removeCoupon, checkCoupon, holdForCheckout, applyAtCheckout, giveBack };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
