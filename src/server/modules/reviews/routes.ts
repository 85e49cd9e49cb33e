import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerOf, shopMessage } from '#common/messages.js';
import { MessageOnly } from '#common/schemas/fields.js';
import { AddReviewInput, ReviewAddedAnswer, ReviewIdParams, ReviewsAnswer } from '#common/schemas/reviews.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { ResponseCache } from '#server/lib/response-cache.js';
import type { ReviewsService } from './service.js';

/** Reviews: public list (answered from `cache`), a customer's own review, the admin's delete (spec 2.8, 2.9 "All Reviews"). */
export function reviewsRoutes(app: FastifyInstance, { reviews, cache }: { reviews: ReviewsService; cache: ResponseCache }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/get/reviews',
    { config: { access: 'public' }, schema: { tags: ['reviews'], response: { 200: ReviewsAnswer } } },
    async (request, reply) =>
      cache.send(request, reply, async () => ({ success: true as const, reviews: await reviews.listReviews() }), 'none'),
  );

  r.post(
    '/api/user/add/review',
    {
      config: { access: 'user' },
      schema: { tags: ['reviews'], body: AddReviewInput, response: { 201: ReviewAddedAnswer } },
    },
    async (request, reply) => {
      const review = await reviews.addReview(userOf(request), request.body);
      return reply.status(201).send({ success: true, ...answerOf(shopMessage('reviewAdded')), review });
    },
  );

  r.delete(
    '/api/user/admin/review/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['reviews'], params: ReviewIdParams, response: { 200: MessageOnly, ...errorAnswers('NOT_FOUND') } },
    },
    async (request) => {
      await reviews.deleteReview(request.params.id, userOf(request));
      return { success: true as const, message: 'Review Deleted..!!' };
    },
  );
}
