import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toPaise } from '#common/money.js';
import { CouponAnswer, CouponChange, CouponCheckAnswer, CouponCheckQuery, CouponInput, CouponsAnswer } from '#common/schemas/coupons.js';
import { MessageOnly } from '#common/schemas/fields.js';
import { IdParams } from '#common/schemas/orders.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { CouponsService } from './service.js';

/**
 * Coupons (API.md "Offers and the delivery charge"; decision 0062): the owner's list and edits,
 * and a signed-in shopper's check of a code against their cart. The checkout applies a coupon
 * through the orders' own call (POST /api/user/new/order, `coupon`).
 */
export function couponsRoutes(app: FastifyInstance, { coupons }: { coupons: CouponsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { access: 'admin' as const } };
  const tags = ['coupons'];

  r.get(
    '/api/admin/coupons',
    {
      ...admin,
      schema: { tags, description: 'Every coupon, newest first, with its uses so far (`used`).', response: { 200: CouponsAnswer } },
    },
    async () => ({ success: true as const, coupons: await coupons.listCoupons() }),
  );

  r.post(
    '/api/admin/coupons',
    {
      ...admin,
      schema: {
        tags,
        description: 'Adds a coupon; its code (3–20 letters and digits) is kept upper-cased and is unique without case (409).',
        body: CouponInput,
        response: { 201: CouponAnswer, ...errorAnswers('CONFLICT') },
      },
    },
    async (request, reply) => reply.status(201).send({ success: true, coupon: await coupons.addCoupon(userOf(request), request.body) }),
  );

  r.put(
    '/api/admin/coupons/:id',
    {
      ...admin,
      schema: {
        tags,
        description: 'Changes the fields given (`active: false` pauses it); the result is checked as a whole.',
        params: IdParams,
        body: CouponChange,
        response: { 200: CouponAnswer, ...errorAnswers('NOT_FOUND', 'CONFLICT') },
      },
    },
    async (request) => ({ success: true as const, coupon: await coupons.changeCoupon(userOf(request), request.params.id, request.body) }),
  );

  r.delete(
    '/api/admin/coupons/:id',
    {
      ...admin,
      schema: {
        tags,
        description: 'Deletes a coupon; orders placed with it keep its code and discount.',
        params: IdParams,
        response: { 200: MessageOnly, ...errorAnswers('NOT_FOUND') },
      },
    },
    async (request) => ({ success: true as const, message: await coupons.removeCoupon(userOf(request), request.params.id) }),
  );

  r.get(
    '/api/coupons/check',
    {
      config: { access: 'user' as const },
      schema: {
        tags,
        description:
          "The discount a code gives on the items' total (`total`, rupees) for the signed-in shopper now, or 409 COUPON_INVALID saying why not. The checkout checks again.",
        querystring: CouponCheckQuery,
        response: { 200: CouponCheckAnswer, ...errorAnswers('COUPON_INVALID') },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await coupons.checkCoupon(userOf(request).id, request.query.code, toPaise(request.query.total))),
    }),
  );
}
