import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { accountName } from '#common/account-name.js';
import type { PaymentMethod, PaymentStatus } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import { toRupees } from '#common/money.js';
import type { RecordPaymentInput, RefundInput, UpiAnswer } from '#common/schemas/payments.js';
import type { Settings } from '#common/schemas/settings.js';
import type { Db, Queryable, Tx } from '#server/db/client.js';
import { orders, users as userRows } from '#server/db/schema.js';
import { AppError, conflict, notFound } from '#server/lib/errors.js';
import type { Actor, AuditService } from '#server/modules/audit/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import type { UsersService } from '#server/modules/users/service.js';
import { cashUpOf } from './cash-up.js';
import { assertWithinCreditLimit } from './credit-exposure.js';
import { createKhata } from './khata.js';
import { assertMethodAvailable } from './payment-methods.js';
import { assertWithinUnpaidLimit } from './unpaid-exposure.js';
import { qrDataUrl, upiLink } from './upi-link.js';
import { payeeOf } from './upi-payment.js';

export { paymentOf, UNPAID_COLUMNS } from './payment-record.js';
export { qrMatrix } from './upi-link.js';
export { type UpiPayment, upiPaymentOf } from './upi-payment.js';

/** What a live alert of a payment names: the order, its amount due (rupees), how and the reference. */
export interface PaymentAlert {
  _id: string;
  orderNumber: number;
  amount: number;
  method: string | null;
  reference: string | null;
}

/** Where payment alerts go once their change has committed (the live alerts of modules/events). */
export interface PaymentAlerts {
  reported(alert: PaymentAlert): void;
  recorded(alert: PaymentAlert): void;
}

/** The methods a shopper pays at the door or by UPI: the ones a UPI link or a reported UTR may settle. */
const PAYABLE_BY_UPI = ['Cash', 'UPI'] as const;

/** An order a shopper may pay by UPI now: a Cash or UPI order, Unpaid, not Cancelled (a shopper may switch to UPI at the door). */
const payableByUpi = and(inArray(orders.paymentMethod, PAYABLE_BY_UPI), eq(orders.paymentStatus, 'Unpaid'), ne(orders.status, 'Cancelled'));
/** Whose order it must be: the shopper's own, or one given to the rider; another's is "not found". */
export type OrderHolder = { shopperId: string } | { riderId: string };
const holderIs = (whose: OrderHolder) => ('shopperId' in whose ? eq(orders.userId, whose.shopperId) : eq(orders.riderId, whose.riderId));

/** An order whose payment the owner may record: Unpaid and not Cancelled, whatever was chosen at checkout. */
const recordable = and(eq(orders.paymentStatus, 'Unpaid'), ne(orders.status, 'Cancelled'));

/** Why the owner cannot record a payment on an order: already paid, or nothing to pay. */
function notRecordable(order: { orderNumber: number | null; status: string; paymentStatus: PaymentStatus }): AppError {
  if (order.paymentStatus === 'Paid') return new AppError('ALREADY_PAID', `Order ${order.orderNumber} Is Already Paid..!!`);
  const why = order.status === 'Cancelled' ? 'Cancelled' : PAYMENT_STATUS_WORDS[order.paymentStatus];
  return new AppError('NOT_PAYABLE', `Order ${order.orderNumber} Is ${why}, It Takes No Payment..!!`);
}

const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  Unpaid: 'Unpaid',
  Paid: 'Paid',
  OnCredit: 'On Credit',
  RefundDue: 'Due A Refund',
  Refunded: 'Refunded',
};

/**
 * What the khata's reminder needs of the mail module, named here rather than imported: the mail
 * module hears the orders, and the orders call this module at checkout.
 */
interface ReminderMail {
  /** Queues the reminder in the caller's transaction. */
  queueKhataReminder(tx: Tx, reminder: { userId: string; balance: number; limit: number; at: Date }): Promise<void>;
  /** Sends what was queued once the transaction committed. */
  sendSoon(): void;
}

/**
 * Getting paid (API.md "Getting paid"; docs/decisions/0046-getting-paid.md): the rules of an
 * order's payment. The checkout asks `checkoutStep` whether it takes the order's method and
 * exposure; the owner's status steps record a payment at the door (`recordInTx`) and turn a paid
 * order's cancel into a refund due (`refundDueOnCancel`), inside their own transactions. Every
 * change is one guarded UPDATE of the order's row naming the payment status it may start from,
 * so two requests at once never both record, refund or undo one another.
 */
export function createPaymentsService({
  db,
  audit,
  users,
  settings,
  alerts,
  mail,
  clock,
}: {
  db: Db;
  /** Recording and refunding are admin writes, each with its entry (decision 0013). */
  audit: Pick<AuditService, 'record'>;
  /** The hold on the shopper under which a checkout adds up their unpaid orders. */
  users: Pick<UsersService, 'holdForCheckout'>;
  /** The UPI ID, its payee name and the methods the shop takes. */
  settings: Pick<SettingsService, 'getSettings'>;
  alerts: PaymentAlerts;
  /** The khata reminder, queued with its audit entry and sent once that has committed. */
  mail: ReminderMail;
  clock: () => Date;
}) {
  /**
   * The checkout's payment step, after the total is known and before the slot's place: the shop
   * takes the method (409 PAYMENT_METHOD_UNAVAILABLE); for an order paid on delivery, the
   * shopper's unpaid orders on their way stay within the shop's limit (409 UNPAID_LIMIT); for a
   * Credit order, what the shopper owes on credit stays within their credit limit (409
   * CREDIT_LIMIT). Both add up under the shopper's held row.
   */
  async function checkoutStep(
    tx: Tx,
    {
      shop,
      userId,
      orderId,
      method,
      amountDuePaise,
    }: { shop: Settings; userId: string; orderId: string; method: PaymentMethod; amountDuePaise: number },
  ): Promise<void> {
    if (method === 'Credit') {
      // The shopper's credit limit as it is under the hold: the owner's change of it waits.
      const { creditLimitPaise } = await users.holdForCheckout(tx, userId);
      assertMethodAvailable(shop, method, { creditLimitPaise });
      await assertWithinCreditLimit(tx, { userId, orderId, amountDuePaise, creditLimitPaise });
      return;
    }
    assertMethodAvailable(shop, method);
    if (shop.maxUnpaidAmount <= 0) return;
    await users.holdForCheckout(tx, userId);
    await assertWithinUnpaidLimit(tx, { userId, orderId, amountDuePaise, maxUnpaidAmount: shop.maxUnpaidAmount });
  }

  const khata = createKhata({ db, audit, users, clock });

  async function paymentStateOf(q: Queryable, orderId: string, whose?: OrderHolder) {
    const where = and(eq(orders.id, orderId), whose && holderIs(whose));
    const [order] = await q
      .select({
        orderNumber: orders.orderNumber,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        amountDuePaise: orders.amountDuePaise,
      })
      .from(orders)
      .where(where);
    if (!order) throw notFound('Order');
    return order;
  }

  /**
   * Records the money received for an order inside the caller's transaction (the owner's "Mark
   * paid", or the Delivered step with its payment): Paid, how, when, with the owner's reference,
   * and the audit entry. Answers the alert to publish once the transaction has committed.
   */
  async function recordInTx(tx: Tx, actor: Actor, orderId: string, input: RecordPaymentInput): Promise<PaymentAlert> {
    const reference = input.reference ?? null;
    const [paid] = await tx
      .update(orders)
      // What came in is what was owed then: packing may change the amount due later (decision 0051).
      .set({
        paymentStatus: 'Paid',
        paidMethod: input.method,
        paymentReference: reference,
        paidAt: clock(),
        paidAmountPaise: sql`${orders.amountDuePaise}`,
      })
      .where(and(eq(orders.id, orderId), recordable))
      .returning({
        orderNumber: orders.orderNumber,
        amountDuePaise: orders.amountDuePaise,
        firstName: orders.firstName,
        lastName: orders.lastName,
      });
    if (!paid) throw notRecordable(await paymentStateOf(tx, orderId));
    await audit.record(tx, {
      actor,
      action: 'order.payment',
      target: `order:${orderId}`,
      detail: {
        record: `${paid.firstName} ${paid.lastName}`,
        before: { payment: 'Unpaid' },
        after: { payment: 'Paid', method: input.method, reference },
      },
    });
    return { _id: orderId, orderNumber: paid.orderNumber ?? 0, amount: toRupees(paid.amountDuePaise), method: input.method, reference };
  }

  /** The owner records a payment on its own (PUT /api/admin/orders/:id/payment). */
  async function recordPayment(actor: Actor, orderId: string, input: RecordPaymentInput): Promise<void> {
    const alert = await db.transaction((tx) => recordInTx(tx, actor, orderId, input));
    alerts.recorded(alert);
  }

  /** Tells the owner's screens of a payment recorded by another change (the Delivered step), once it has committed. */
  function announceRecorded(alert: PaymentAlert): void {
    alerts.recorded(alert);
  }

  /**
   * A cancel of a paid order, inside the cancel's transaction (which holds the order's row): the
   * money is now owed back to the shopper. An order not paid stays as it is.
   */
  async function refundDueOnCancel(tx: Tx, orderId: string): Promise<void> {
    await tx
      .update(orders)
      .set({ paymentStatus: 'RefundDue' })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'Paid')));
  }

  /** The owner gave a cancelled order's money back: only a refund due becomes Refunded, else 409. */
  async function refund(actor: Actor, orderId: string, input: RefundInput): Promise<void> {
    await db.transaction(async (tx) => {
      const reference = input.reference ?? null;
      const [refunded] = await tx
        .update(orders)
        .set({ paymentStatus: 'Refunded', refundedAt: clock(), refundReference: reference })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'RefundDue')))
        .returning({ firstName: orders.firstName, lastName: orders.lastName });
      if (!refunded) {
        const order = await paymentStateOf(tx, orderId);
        throw conflict(`Order ${order.orderNumber} Has No Refund Due, Its Payment Is ${PAYMENT_STATUS_WORDS[order.paymentStatus]}..!!`);
      }
      await audit.record(tx, {
        actor,
        action: 'order.refund',
        target: `order:${orderId}`,
        detail: {
          record: `${refunded.firstName} ${refunded.lastName}`,
          before: { payment: 'RefundDue' },
          after: { payment: 'Refunded', reference },
        },
      });
    });
  }

  /**
   * A shopper's own order they may pay by UPI now: 404 for another's (ids reveal nothing), 409
   * PAYMENT_METHOD_UNAVAILABLE while the shop takes no UPI, 409 NOT_PAYABLE for an order with
   * nothing to pay.
   */
  async function upiPayable(whose: OrderHolder, orderId: string) {
    const order = await paymentStateOf(db, orderId, whose);
    const shop = await settings.getSettings();
    assertMethodAvailable(shop, 'UPI');
    const payable = order.paymentStatus === 'Unpaid' && order.status !== 'Cancelled' && order.paymentMethod !== 'Credit';
    if (!payable) throw new AppError('NOT_PAYABLE', shopMessage('notPayable'));
    return { order, shop };
  }

  /**
   * The UPI link of a shopper's order, its QR code and the amount (GET /api/user/my/order/:id/upi),
   * or of an order a rider carries, for the shopper to scan at the door (GET /api/rider/orders/:id/upi).
   */
  async function upiFor(whose: OrderHolder, orderId: string): Promise<Omit<UpiAnswer, 'success'>> {
    const { order, shop } = await upiPayable(whose, orderId);
    if (order.orderNumber === null) throw notFound('Order');
    const link = upiLink({
      upiId: shop.upiId,
      payee: payeeOf(shop),
      amountPaise: order.amountDuePaise,
      orderNumber: order.orderNumber,
    });
    return { link, qr: qrDataUrl(link), amount: toRupees(order.amountDuePaise) };
  }

  /**
   * A shopper says they paid by UPI with this UTR: kept on the order as a note for the owner
   * (`payment.reported`), who checks it against the bank before marking the order paid; it never
   * marks the order paid itself. A second report replaces the first.
   */
  async function reportReference(shopperId: string, orderId: string, reference: string): Promise<void> {
    await upiPayable({ shopperId }, orderId);
    const [noted] = await db
      .update(orders)
      .set({ reportedReference: reference })
      .where(and(eq(orders.id, orderId), eq(orders.userId, shopperId), payableByUpi))
      .returning({ orderNumber: orders.orderNumber, amountDuePaise: orders.amountDuePaise });
    // Paid or cancelled between the check and the write.
    if (!noted) throw new AppError('NOT_PAYABLE', shopMessage('notPayable'));
    alerts.reported({
      _id: orderId,
      orderNumber: noted.orderNumber ?? 0,
      amount: toRupees(noted.amountDuePaise),
      method: 'UPI',
      reference,
    });
  }

  /**
   * Mails a shopper a reminder of what they owe on the khata (POST /api/admin/khata/:userId/reminder),
   * queued in the mail outbox with its audit entry: 404 for no such account, 409 when nothing is owed.
   * Answers the balance the mail gives.
   */
  async function remind(actor: Actor, userId: string): Promise<number> {
    const balance = await db.transaction(async (tx) => {
      const [shopper] = await tx
        .select({ email: userRows.email, mobile: userRows.mobile, creditLimitPaise: userRows.creditLimitPaise })
        .from(userRows)
        .where(eq(userRows.id, userId));
      if (!shopper) throw notFound('User');
      const balancePaise = await khata.balanceOf(userId, tx);
      if (balancePaise === 0) throw conflict('Nothing Is Owed On This Khata, No Reminder Sent..!!');
      const at = clock();
      await mail.queueKhataReminder(tx, { userId, balance: toRupees(balancePaise), limit: toRupees(shopper.creditLimitPaise), at });
      await audit.record(tx, {
        actor,
        action: 'khata.reminder',
        target: `user:${userId}`,
        detail: { record: accountName(shopper), after: { balance: toRupees(balancePaise) } },
      });
      return toRupees(balancePaise);
    });
    mail.sendSoon();
    return balance;
  }

  /** The cash-up's figures of an IST day (modules/payments/cash-up.ts). */
  const cashUp = (date: string) => cashUpOf(db, date);

  return {
    checkoutStep,
    remind,
    cashUp,
    recordInTx,
    recordPayment,
    announceRecorded,
    /** The Delivered step's credit: a Credit order not paid at the door enters the khata, OnCredit. */
    creditOnDelivery: khata.enterDelivered,
    refundDueOnCancel,
    refund,
    upiFor,
    reportReference,
    khata,
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
