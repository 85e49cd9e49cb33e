import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, OrderAnswer, OrderIdParams } from '#common/schemas/orders.js';
import { RecordPaymentInput, RefundInput, ReportPaymentInput, UpiAnswer } from '#common/schemas/payments.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { OrdersService } from '#server/modules/orders/service.js';
import type { PaymentsService } from './service.js';

/**
 * Getting paid (API.md "Getting paid"): a shopper's UPI link and reported UTR, the owner's
 * payment and refund. Each answers the order as it now is, read by the orders service.
 */
export function paymentsRoutes(
  app: FastifyInstance,
  { payments, orders }: { payments: PaymentsService; orders: Pick<OrdersService, 'getOrder'> },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  r.get(
    '/api/user/my/order/:orderId/upi',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'The UPI link of a Cash or UPI order that is Unpaid and not Cancelled (`upi://pay?pa=&pn=&am=&cu=INR&tn=&tr=`, each value percent-encoded), its QR code as a `data:image/svg+xml` URL, and the amount due in rupees.',
        params: OrderIdParams,
        response: { 200: UpiAnswer, ...errorAnswers('NOT_FOUND', 'PAYMENT_METHOD_UNAVAILABLE', 'NOT_PAYABLE') },
      },
    },
    async (request) => {
      return { success: true as const, ...(await payments.upiFor({ shopperId: userOf(request).id }, request.params.orderId)) };
    },
  );

  r.put(
    '/api/user/my/order/:orderId/payment',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          "The shopper's UPI transaction number (UTR, 12 digits): a note for the owner; the order stays Unpaid until the owner records the payment.",
        params: OrderIdParams,
        body: ReportPaymentInput,
        response: { 200: OrderAnswer, ...errorAnswers('NOT_FOUND', 'PAYMENT_METHOD_UNAVAILABLE', 'NOT_PAYABLE') },
      },
    },
    async (request) => {
      const shopper = userOf(request);
      await payments.reportReference(shopper.id, request.params.orderId, request.body.reference);
      return { success: true as const, order: await orders.getOrder(shopper, request.params.orderId) };
    },
  );

  r.put(
    '/api/admin/orders/:id/payment',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Records the money received for an Unpaid order that is not Cancelled: Paid, by Cash or UPI, with an optional reference.',
        params: IdParams,
        body: RecordPaymentInput,
        response: { 200: OrderAnswer, ...errorAnswers('NOT_FOUND', 'ALREADY_PAID', 'NOT_PAYABLE') },
      },
    },
    async (request) => {
      const admin = userOf(request);
      await payments.recordPayment(admin, request.params.id, request.body);
      return { success: true as const, order: await orders.getOrder(admin, request.params.id) };
    },
  );

  r.put(
    '/api/admin/orders/:id/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'Records that the money of a cancelled paid order (RefundDue) was given back: Refunded, with an optional reference.',
        params: IdParams,
        body: RefundInput,
        response: { 200: OrderAnswer, ...errorAnswers('NOT_FOUND', 'CONFLICT') },
      },
    },
    async (request) => {
      const admin = userOf(request);
      await payments.refund(admin, request.params.id, request.body);
      return { success: true as const, order: await orders.getOrder(admin, request.params.id) };
    },
  );
}
