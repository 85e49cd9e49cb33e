import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerOf, shopMessage } from '#common/messages.js';
import {
  AdminOrdersQuery,
  AllOrdersAnswer,
  CancelOrderInput,
  IdParams,
  MyOrdersAnswer,
  OrderAnswer,
  OrderCancelledAnswer,
  OrderIdParams,
  OrderPlacedAnswer,
  PlaceOrderHeaders,
  PlaceOrderInput,
  StatusUpdatedAnswer,
  UpdateStatusInput,
} from '#common/schemas/orders.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { Gate } from '#server/lib/gate.js';
import type { OrdersService } from './service.js';

/** Checkout, my orders and the admin's orders (spec 2.7, 2.9; API.md "Calls"). */
export function ordersRoutes(
  app: FastifyInstance,
  {
    orders,
    gate,
  }: {
    orders: OrdersService;
    gate: Gate;
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { config: { access: 'user' as const } };
  const admin = { config: { access: 'admin' as const } };
  const tags = ['orders'];

  r.post(
    '/api/user/new/order',
    {
      config: { access: 'user', gate },
      schema: {
        tags,
        headers: PlaceOrderHeaders,
        body: PlaceOrderInput,
        // Stock, price and per-order limits (409 naming the lines), too many open orders, the delivery area, slot
        // and minimum, the payment method and the unpaid limit, a coupon that does not apply (409), a duplicate still being placed (409), a key reused for another cart (422), too many
        // checkouts waiting or no disk space left (503).
        response: {
          201: OrderPlacedAnswer,
          ...errorAnswers(
            'OUT_OF_STOCK',
            'PRICE_CHANGED',
            'PIN_NOT_SERVICEABLE',
            'SLOT_UNAVAILABLE',
            'BELOW_MINIMUM',
            'QUANTITY_LIMIT',
            'TOO_MANY_OPEN_ORDERS',
            'PAYMENT_METHOD_UNAVAILABLE',
            'UNPAID_LIMIT',
            'COUPON_INVALID',
            'CONFLICT',
            'IDEMPOTENCY_MISMATCH',
            'BUSY',
            'STORAGE_FULL',
          ),
        },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await orders.placeOrder(userOf(request), request.body, request.headers['idempotency-key']);
      // A replay answers exactly as the first request did; the header only tells it apart.
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ success: true as const, message: 'Order Placed SuccessFully..!!', order });
    },
  );

  r.get('/api/user/my/orders', { ...user, schema: { tags, response: { 200: MyOrdersAnswer } } }, async (request) => {
    return { success: true as const, myOrders: await orders.listMine(userOf(request).id) };
  });

  r.get(
    '/api/user/my/order/:orderId',
    { ...user, schema: { tags, params: OrderIdParams, response: { 200: OrderAnswer, ...errorAnswers('NOT_FOUND') } } },
    async (request) => {
      return { success: true as const, order: await orders.getOrder(userOf(request), request.params.orderId) };
    },
  );

  r.get(
    '/api/user/admin/orders',
    { ...admin, schema: { tags, querystring: AdminOrdersQuery, response: { 200: AllOrdersAnswer } } },
    async (request) => {
      const { orders: list, statusCounts, ...page } = await orders.listAll(request.query);
      return { success: true as const, AllOrders: list, ordersCounts: page.matched, ...page, statusCounts };
    },
  );

  r.put(
    '/api/user/update/order/:id',
    {
      ...admin,
      schema: {
        tags,
        params: IdParams,
        body: UpdateStatusInput,
        response: {
          200: StatusUpdatedAnswer,
          ...errorAnswers('NOT_FOUND', 'CONFLICT', 'ORDER_NOT_CANCELLABLE', 'ALREADY_PAID', 'NOT_PAYABLE'),
        },
      },
    },
    async (request) => {
      const order = await orders.advanceStatus(userOf(request), request.params.id, request.body.oStatus, request.body.payment);
      return { success: true as const, message: 'Order Status Updated..!!', Order: order };
    },
  );

  r.put(
    '/api/user/my/order/:orderId/cancel',
    {
      ...user,
      schema: {
        tags,
        params: OrderIdParams,
        body: CancelOrderInput,
        response: { 200: OrderCancelledAnswer, ...errorAnswers('NOT_FOUND', 'ORDER_NOT_CANCELLABLE') },
      },
    },
    async (request) => {
      const order = await orders.cancelMine(userOf(request).id, request.params.orderId, request.body.reason);
      return { success: true as const, ...answerOf(shopMessage('orderCancelled')), order };
    },
  );
}
