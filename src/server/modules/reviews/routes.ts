import type { FastifyInstance } from 'fastify';
import type { ReviewsService } from './service.js';

export function reviewsRoutes(_app: FastifyInstance, _deps: { reviews: ReviewsService }): void {}
