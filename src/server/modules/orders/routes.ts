import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerOf, shopMessage } from '#common/messages.js';
import {
  AdminOrdersQuery,
  AllOrdersAnswer,
  CancelOrderInput,
  IdParams,
  MyOrdersAnswer,
  type Order,
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
import type { ResponseCache } from '#server/lib/response-cache.js';
import type { AuditService } from '#server/modules/audit/service.js';
import type { OrdersService } from './service.js';

/** The products whose stock an order took, or gave back when it was cancelled. */
const productsOf = (order: Order): string[] => order.orderItems.map((item) => item._id);

/**
 * Checkout, my orders and the admin's orders (spec 2.7, 2.9; API.md "Calls"). A placed order
 * takes stock and a cancelled one gives it back, which the cached catalogue answers of those
 * products show; the other status steps change no stock.
 */
export function ordersRoutes(
  app: FastifyInstance,
  {
    orders,
    cache,
    gate,
    audit,
  }: {
    orders: OrdersService;
    cache: ResponseCache;
    gate: Gate;
    /** The owner's status change is recorded with the Admin it runs as (decision 0013). */
    audit: Pick<AuditService, 'asActor'>;
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
      ...cache.invalidatingOnFailure,
      schema: {
        tags,
        headers: PlaceOrderHeaders,
        body: PlaceOrderInput,
        // Stock, price and per-order limits (409 naming the lines), too many open orders, the delivery area, slot
        // and minimum (409), a duplicate still being placed (409), a key reused for another cart (422), too many
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
      else await cache.stockChanged(productsOf(order));
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
      // A cancel gives stock back, which the cached catalogue answers show; the other steps change none.
      ...cache.invalidatingOnFailure,
      schema: {
        tags,
        params: IdParams,
        body: UpdateStatusInput,
        response: { 200: StatusUpdatedAnswer, ...errorAnswers('NOT_FOUND', 'CONFLICT', 'ORDER_NOT_CANCELLABLE') },
      },
    },
    async (request) => {
      const order = await audit.asActor(userOf(request), () => orders.advanceStatus(request.params.id, request.body.oStatus));
      if (order.status === 'Cancelled') await cache.stockChanged(productsOf(order));
      return { success: true as const, message: 'Order Status Updated..!!', Order: order };
    },
  );

  r.put(
    '/api/user/my/order/:orderId/cancel',
    {
      ...user,
      ...cache.invalidatingOnFailure,
      schema: {
        tags,
        params: OrderIdParams,
        body: CancelOrderInput,
        response: { 200: OrderCancelledAnswer, ...errorAnswers('NOT_FOUND', 'ORDER_NOT_CANCELLABLE') },
      },
    },
    async (request) => {
      const order = await orders.cancelMine(userOf(request).id, request.params.orderId, request.body.reason);
      await cache.stockChanged(productsOf(order));
      return { success: true as const, ...answerOf(shopMessage('orderCancelled')), order };
    },
  );
}
