import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CashUpAnswer,
  CashUpQuery,
  KhataAccountsAnswer,
  KhataAnswer,
  KhataPaymentAnswer,
  KhataPaymentInput,
  KhataReminderAnswer,
  KhataUserParams,
} from '#common/schemas/khata.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import { istDateOf } from '#server/lib/ist-dates.js';
import type { OrdersService } from '#server/modules/orders/service.js';
import { inRupees } from './cash-up.js';
import { cashUpSheet } from './cash-up-sheet.js';
import type { PaymentsService } from './service.js';

/**
 * The khata and the day's cash-up (API.md "Getting paid"; decision 0048): a shopper's own khata,
 * the owner's list of who owes, a shopper's khata, a payment against it and a reminder; the
 * cash-up of an IST day as JSON and as a sheet. The cash-up's orders are answered through the
 * orders service.
 */
export function khataRoutes(
  app: FastifyInstance,
  { payments, orders, clock }: { payments: PaymentsService; orders: Pick<OrdersService, 'ordersByIds'>; clock: () => Date },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { access: 'admin' as const } };
  const tags = ['payments'];
  const { khata } = payments;

  r.get(
    '/api/user/my/khata',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: "The signed-in shopper's khata: their credit limit, what they owe and every entry, newest first (rupees).",
        response: { 200: KhataAnswer, ...errorAnswers('NOT_FOUND') },
      },
    },
    async (request) => ({ success: true as const, ...(await khata.khataOf(userOf(request).id)) }),
  );

  r.get(
    '/api/admin/khata',
    {
      ...admin,
      schema: {
        tags,
        description: 'Everyone who owes on credit (balance > 0), oldest unpaid debt first, with the days since it.',
        response: { 200: KhataAccountsAnswer },
      },
    },
    async () => ({ success: true as const, accounts: await khata.accounts() }),
  );

  r.get(
    '/api/admin/khata/:userId',
    {
      ...admin,
      schema: {
        tags,
        description: "A shopper's khata, as they see it themselves.",
        params: KhataUserParams,
        response: { 200: KhataAnswer, ...errorAnswers('NOT_FOUND') },
      },
    },
    async (request) => ({ success: true as const, ...(await khata.khataOf(request.params.userId)) }),
  );

  r.post(
    '/api/admin/khata/:userId/payments',
    {
      ...admin,
      schema: {
        tags,
        description: "Money received against a shopper's balance: more than 0 and at most the balance, by Cash or UPI.",
        params: KhataUserParams,
        body: KhataPaymentInput,
        response: { 201: KhataPaymentAnswer, ...errorAnswers('NOT_FOUND') },
      },
    },
    async (request, reply) => {
      const paid = await khata.pay(userOf(request), request.params.userId, request.body);
      return reply.code(201).send({ success: true as const, ...paid });
    },
  );

  r.post(
    '/api/admin/khata/:userId/reminder',
    {
      ...admin,
      schema: {
        tags,
        description: 'Mails the shopper a reminder of their balance, in their language (409 when they owe nothing).',
        params: KhataUserParams,
        response: { 200: KhataReminderAnswer, ...errorAnswers('NOT_FOUND', 'CONFLICT') },
      },
    },
    async (request) => {
      const balance = await payments.remind(userOf(request), request.params.userId);
      return { success: true as const, message: 'Reminder Sent..!!', balance };
    },
  );

  async function cashUp(date: string | undefined) {
    const figures = await payments.cashUp(date ?? istDateOf(clock()));
    // Both lists in one read: an order is in one of them at most.
    const read = await orders.ordersByIds([...figures.unpaidDeliveredIds, ...figures.refundsDueIds]);
    const unpaid = new Set(figures.unpaidDeliveredIds);
    const unpaidDelivered = read.filter((order) => unpaid.has(order._id));
    const refundsDue = read.filter((order) => !unpaid.has(order._id));
    return { figures, unpaidDelivered, refundsDue };
  }

  r.get(
    '/api/admin/reports/payments',
    {
      ...admin,
      schema: {
        tags: ['reports', ...tags],
        description:
          'The cash-up of an IST day (today when not given): received by Cash and UPI (orders and khata payments; the khata payments also apart), refunded, put on credit; the delivered orders still unpaid and the refunds due, whatever their day, oldest first.',
        querystring: CashUpQuery,
        response: { 200: CashUpAnswer },
      },
    },
    async (request) => {
      const { figures, unpaidDelivered, refundsDue } = await cashUp(request.query.date);
      return {
        success: true as const,
        date: figures.date,
        received: { Cash: inRupees(figures.received.Cash), UPI: inRupees(figures.received.UPI) },
        khataPayments: { Cash: inRupees(figures.khataPayments.Cash), UPI: inRupees(figures.khataPayments.UPI) },
        refunded: inRupees(figures.refunded),
        onCredit: inRupees(figures.onCredit),
        unpaidDelivered,
        refundsDue,
      };
    },
  );

  r.get(
    '/api/admin/reports/payments.csv',
    {
      ...admin,
      schema: {
        tags: ['reports', ...tags],
        summary: 'The cash-up as CSV (text/csv, UTF-8 with a byte-order mark): the tallies, then the orders still to settle',
        querystring: CashUpQuery,
        response: errorAnswers(),
      },
    },
    async (request, reply) => {
      const { figures, unpaidDelivered, refundsDue } = await cashUp(request.query.date);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cash-up-${figures.date}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(cashUpSheet(figures, unpaidDelivered, refundsDue));
    },
  );
}
