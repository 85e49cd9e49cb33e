import type { FastifyInstance } from 'fastify';
import type { OrdersService } from './service.js';

export function ordersRoutes(_app: FastifyInstance, _deps: { orders: OrdersService }): void {}
