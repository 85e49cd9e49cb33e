import type { FastifyInstance } from 'fastify';
import type { CatalogService } from './service.js';

export function catalogRoutes(_app: FastifyInstance, _deps: { catalog: CatalogService }): void {}
