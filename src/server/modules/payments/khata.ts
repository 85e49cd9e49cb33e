import { and, desc, eq, sql } from 'drizzle-orm';
import { accountName } from '#common/account-name.js';
import { formatRupees, toPaise, toRupees } from '#common/money.js';
import type { KhataAccount, KhataAnswer, KhataEntry, KhataPaymentInput } from '#common/schemas/khata.js';
import type { Db, Queryable, Tx } from '#server/db/client.js';
import { khataEntries, orders, users } from '#server/db/schema.js';
import { badRequest, notFound } from '#server/lib/errors.js';
import type { Actor, AuditService } from '#server/modules/audit/service.js';
import type { UsersService } from '#server/modules/users/service.js';
import { creditOwed } from './credit-exposure.js';

const DAY_MS = 24 * 60 * 60_000;

/** The shopper's balance in paise: their newest entry's; no entry is nothing owed. */
async function balanceOf(q: Queryable, userId: string): Promise<number> {
  const [newest] = await q
    .select({ balancePaise: khataEntries.balancePaise })
    .from(khataEntries)
    .where(eq(khataEntries.userId, userId))
    .orderBy(desc(khataEntries.seq))
    .limit(1);
  return newest?.balancePaise ?? 0;
}

const entryColumns = {
  id: khataEntries.id,
  at: khataEntries.at,
  kind: khataEntries.kind,
  orderId: khataEntries.orderId,
  orderNumber: orders.orderNumber,
  amountPaise: khataEntries.amountPaise,
  balancePaise: khataEntries.balancePaise,
  method: khataEntries.method,
  reference: khataEntries.reference,
};

type EntryRow = {
  id: string;
  at: Date;
  kind: KhataEntry['kind'];
  orderId: string | null;
  orderNumber: number | null;
  amountPaise: number;
  balancePaise: number;
  method: KhataEntry['method'];
  reference: string | null;
};

function entryOf(row: EntryRow): KhataEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    amount: toRupees(row.amountPaise),
    balance: toRupees(row.balancePaise),
    method: row.method,
    reference: row.reference,
  };
}

/**
 * The khata (API.md "Getting paid"; decision 0048): what shoppers owe on credit. Entries are only
 * added, each under the shopper's held row (the hold a checkout's credit check takes), so each
 * reads the balance before it and writes the one after it with no other change between: the
 * running balances add up, a payment never takes the balance below nothing, and a checkout sees
 * a delivered order either still open or already on the khata, never both nor neither.
 */
export function createKhata({
  db,
  audit,
  users: people,
  clock,
}: {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  users: Pick<UsersService, 'holdForCheckout'>;
  clock: () => Date;
}) {
  /**
   * A Credit order delivered, inside the Delivered step's transaction (which holds the order's
   * row): its amount due enters the shopper's khata and the order is OnCredit. Any other order,
   * or a Credit order already paid at the door, is left as it is.
   */
  async function enterDelivered(tx: Tx, orderId: string): Promise<void> {
    const [owed] = await tx
      .update(orders)
      .set({ paymentStatus: 'OnCredit' })
      .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'Credit'), eq(orders.paymentStatus, 'Unpaid')))
      .returning({ userId: orders.userId, amountDuePaise: orders.amountDuePaise });
    // An account deleted since keeps no khata; an order of nothing owes nothing.
    if (!owed?.userId || owed.amountDuePaise <= 0) return;
    await people.holdForCheckout(tx, owed.userId);
    const balancePaise = (await balanceOf(tx, owed.userId)) + owed.amountDuePaise;
    await tx.insert(khataEntries).values({
      userId: owed.userId,
      at: clock(),
      kind: 'order',
      orderId,
      amountPaise: owed.amountDuePaise,
      balancePaise,
    });
  }

  /**
   * Money the owner received against a shopper's balance (POST /api/admin/khata/:userId/payments):
   * more than nothing and at most the balance (400 otherwise), so two payments at once, each
   * checked under the held row, never take more than is owed.
   */
  async function pay(actor: Actor, userId: string, input: KhataPaymentInput): Promise<{ entry: KhataEntry; balance: number }> {
    return db.transaction(async (tx) => {
      const [shopper] = await tx.select({ email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, userId));
      if (!shopper) throw notFound('User');
      await people.holdForCheckout(tx, userId);
      const before = await balanceOf(tx, userId);
      const amountPaise = toPaise(input.amount);
      if (before === 0) throw badRequest('Amount: Nothing Is Owed On This Khata..!!');
      if (amountPaise > before) throw badRequest(`Amount: At Most The Balance, ${formatRupees(toRupees(before))}..!!`);
      const reference = input.reference ?? null;
      const [written] = await tx
        .insert(khataEntries)
        .values({
          userId,
          at: clock(),
          kind: 'payment',
          amountPaise,
          balancePaise: before - amountPaise,
          method: input.method,
          reference,
        })
        .returning();
      const row = written as typeof khataEntries.$inferSelect;
      await audit.record(tx, {
        actor,
        action: 'khata.payment',
        target: `user:${userId}`,
        detail: {
          record: accountName(shopper),
          before: { balance: toRupees(before) },
          after: { balance: toRupees(row.balancePaise), paid: input.amount, method: input.method, reference },
        },
      });
      return { entry: entryOf({ ...row, orderNumber: null }), balance: toRupees(row.balancePaise) };
    });
  }

  /**
   * A shopper's khata: their limit, balance and every entry, newest first (404 for no such
   * account); beside them what their open Credit orders will add and the credit still free, as
   * the checkout counts them (`creditOwed`, whose one statement keeps the balance and the open
   * orders of one moment).
   */
  async function khataOf(userId: string): Promise<Omit<KhataAnswer, 'success'>> {
    const [shopper] = await db.select({ creditLimitPaise: users.creditLimitPaise }).from(users).where(eq(users.id, userId));
    if (!shopper) throw notFound('User');
    const rows = await db
      .select(entryColumns)
      .from(khataEntries)
      .leftJoin(orders, eq(orders.id, khataEntries.orderId))
      .where(eq(khataEntries.userId, userId))
      .orderBy(desc(khataEntries.seq));
    const { balancePaise, onOrderPaise } = await creditOwed(db, userId);
    return {
      limit: toRupees(shopper.creditLimitPaise),
      balance: toRupees(balancePaise),
      onOrder: toRupees(onOrderPaise),
      available: toRupees(Math.max(0, shopper.creditLimitPaise - balancePaise - onOrderPaise)),
      entries: rows.map(entryOf),
    };
  }

  /**
   * Everyone who owes, oldest debt first. Payments settle the oldest orders first, so a
   * shopper's oldest unpaid order is the first whose running total of orders passes everything
   * they have paid; `days` are whole days since it entered the khata. The balance is the orders
   * less the payments, which is the newest entry's by the ledger's rule: one pass over the
   * entries without sorting them (decision 0050), then each owing shopper's orders by their index.
   */
  async function accounts(): Promise<KhataAccount[]> {
    const result = (await db.execute(sql`
      with account as (
        select user_id,
          coalesce(sum(amount_paise) filter (where kind = 'order'), 0)::bigint
            - coalesce(sum(amount_paise) filter (where kind = 'payment'), 0)::bigint as balance_paise,
          coalesce(sum(amount_paise) filter (where kind = 'payment'), 0)::bigint as paid
        from ${khataEntries} group by user_id
      )
      select u.id, u.first_name, u.last_name, u.credit_limit_paise, a.balance_paise,
        (select min(o.at) from (
          select at, sum(amount_paise) over (order by seq) as running
          from ${khataEntries} k where k.user_id = a.user_id and k.kind = 'order'
        ) o where o.running > a.paid) as oldest,
        (select ord.mobile_number from ${orders} ord where ord.user_id = a.user_id order by ord.created_at desc limit 1) as mobile
      from account a join ${users} u on u.id = a.user_id
      where a.balance_paise > 0
      order by oldest, u.id`)) as unknown as {
      rows: {
        id: string;
        first_name: string;
        last_name: string;
        credit_limit_paise: string | number;
        balance_paise: string | number;
        oldest: string | Date;
        mobile: string | null;
      }[];
    };
    const now = clock().getTime();
    return result.rows.map((row) => {
      const oldest = new Date(row.oldest);
      return {
        user: { _id: row.id, firstName: row.first_name, lastName: row.last_name, mobile: row.mobile },
        limit: toRupees(Number(row.credit_limit_paise)),
        balance: toRupees(Number(row.balance_paise)),
        oldestUnpaidAt: oldest.toISOString(),
        days: Math.max(0, Math.floor((now - oldest.getTime()) / DAY_MS)),
      };
    });
  }

  return { enterDelivered, pay, khataOf, accounts, balanceOf: (userId: string, q: Queryable = db) => balanceOf(q, userId) };
}
export type Khata = ReturnType<typeof createKhata>;
