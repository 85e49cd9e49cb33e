import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Success } from '#common/schemas/fields.js';
import { IdParams, OrderAnswer } from '#common/schemas/orders.js';
import { UpiAnswer } from '#common/schemas/payments.js';
import {
  AssignRiderInput,
  DeliveredInput,
  RiderOrderAnswer,
  RiderOrdersAnswer,
  RidersReportAnswer,
  RidersReportQuery,
} from '#common/schemas/riders.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import { istDateOf } from '#server/lib/ist-dates.js';
import type { OrdersService } from '#server/modules/orders/service.js';
import type { PaymentsService } from '#server/modules/payments/service.js';
import { inRupees, type RidersService, ridersSheet } from './service.js';

const RidersAnswer = z.object({
  success: Success,
  riders: z.array(z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), mobile: z.string().nullable() })),
});

/**
 * The delivery run (API.md "The delivery run"; decision 0056): the owner's riders, assigning and
 * the riders report; the rider's stops, their delivery at the door and the UPI code to show there.
 */
export function ridersRoutes(
  app: FastifyInstance,
  {
    riders,
    orders,
    payments,
    clock,
  }: { riders: RidersService; orders: Pick<OrdersService, 'getOrder'>; payments: Pick<PaymentsService, 'upiFor'>; clock: () => Date },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { access: 'admin' as const } };
  const rider = { config: { access: 'rider' as const } };
  const tags = ['riders'];

  r.get(
    '/api/admin/riders',
    { ...admin, schema: { tags, description: 'Every account whose role is Rider, by name.', response: { 200: RidersAnswer } } },
    async () => ({ success: true as const, riders: await riders.listRiders() }),
  );

  r.put(
    '/api/admin/orders/:id/rider',
    {
      ...admin,
      schema: {
        tags,
        description:
          'Gives a Processing or Shipped order to a Rider (`riderId`), or takes it back (`null`); setting the rider clears the wrong delivery codes (unlocks the delivery).',
        params: IdParams,
        body: AssignRiderInput,
        response: { 200: OrderAnswer, ...errorAnswers('NOT_FOUND', 'CONFLICT') },
      },
    },
    async (request) => {
      const owner = userOf(request);
      await riders.assign(owner, request.params.id, request.body.riderId);
      return { success: true as const, order: await orders.getOrder(owner, request.params.id) };
    },
  );

  r.get(
    '/api/rider/orders',
    {
      ...rider,
      schema: {
        tags,
        description: "The rider's orders not yet Delivered or Cancelled, in slot order; never the delivery code.",
        response: { 200: RiderOrdersAnswer },
      },
    },
    async (request) => ({ success: true as const, orders: await riders.stopsOf(userOf(request).id) }),
  );

  r.put(
    '/api/rider/orders/:id/delivered',
    {
      ...rider,
      schema: {
        tags,
        description:
          "The rider hands over a Shipped order given to them, with the shopper's 4-digit code, and says what was collected: Cash or UPI (recorded as paid) or None (a Credit order; or left unpaid). 5 wrong codes lock the delivery until the owner sets its rider again.",
        params: IdParams,
        body: DeliveredInput,
        response: {
          200: RiderOrderAnswer,
          ...errorAnswers('NOT_FOUND', 'ORDER_NOT_SHIPPED', 'CONFLICT', 'WRONG_CODE', 'ALREADY_PAID', 'NOT_PAYABLE', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => ({ success: true as const, order: await riders.deliver(userOf(request), request.params.id, request.body) }),
  );

  r.get(
    '/api/rider/orders/:id/upi',
    {
      ...rider,
      schema: {
        tags,
        description: "The UPI link and QR code of an order the rider carries, for the shopper to scan at the door (as the shopper's own).",
        params: IdParams,
        response: { 200: UpiAnswer, ...errorAnswers('NOT_FOUND', 'PAYMENT_METHOD_UNAVAILABLE', 'NOT_PAYABLE') },
      },
    },
    async (request) => ({ success: true as const, ...(await payments.upiFor({ riderId: userOf(request).id }, request.params.id)) }),
  );

  const reportTags = ['reports', ...tags];
  r.get(
    '/api/admin/reports/riders',
    {
      ...admin,
      schema: {
        tags: reportTags,
        description:
          'What each rider delivered on an IST day (today when not given) and was handed at the door: `delivered` a count of orders; `cash`, `upi`, `onCredit` and `unpaid` amounts in rupees.',
        querystring: RidersReportQuery,
        response: { 200: RidersReportAnswer },
      },
    },
    async (request) => {
      const date = request.query.date ?? istDateOf(clock());
      return { success: true as const, date, riders: (await riders.report(date)).map(inRupees) };
    },
  );

  r.get(
    '/api/admin/reports/riders.csv',
    {
      ...admin,
      schema: {
        tags: reportTags,
        summary: 'The riders report as CSV (text/csv, UTF-8 with a byte-order mark): a line per rider, then the totals',
        querystring: RidersReportQuery,
        response: errorAnswers(),
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? istDateOf(clock());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="riders-${date}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(ridersSheet(await riders.report(date)));
    },
  );
}
