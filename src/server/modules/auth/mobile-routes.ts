import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerOf, shopMessage } from '#common/messages.js';
import { AttachMobileInput, SendCodeInput, UserAnswer, VerifyCodeInput } from '#common/schemas/auth.js';
import { MessageOnly } from '#common/schemas/fields.js';
import type { Config } from '#server/config.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { SessionCookie } from './cookie.js';
import type { MobileSignIn } from './mobile-sign-in.js';
import type { SessionStore } from './sessions.js';

interface Deps {
  mobileSignIn: MobileSignIn;
  sessions: SessionStore;
  cookie: SessionCookie;
  config: Config;
}

/** Signing in with a code texted to a mobile, and attaching a mobile to an account (API.md "Phone first"). */
export function mobileSignInRoutes(app: FastifyInstance, { mobileSignIn, sessions, cookie, config }: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { config: { access: 'public' as const } };

  r.post(
    '/api/auth/otp/send',
    { ...publicRoute, schema: { tags: ['auth'], body: SendCodeInput, response: { 200: MessageOnly, ...errorAnswers('RATE_LIMITED') } } },
    async (request) => {
      await mobileSignIn.send(request.body, request.ip);
      return { success: true as const, ...answerOf(shopMessage('codeSent')) };
    },
  );

  r.post(
    '/api/auth/otp/verify',
    {
      ...publicRoute,
      schema: { tags: ['auth'], body: VerifyCodeInput, response: { 200: UserAnswer, 201: UserAnswer } },
    },
    async (request, reply) => {
      const { user, token, created } = await mobileSignIn.verify(request.body);
      // As a login: a new session, and the one the browser had before is ended.
      const previous = cookie.read(request);
      if (previous) await sessions.end(previous);
      cookie.set(reply, token, config.session.absoluteMs);
      return reply.status(created ? 201 : 200).send({ success: true as const, user });
    },
  );

  r.put(
    '/api/user/mobile',
    {
      config: { access: 'user' as const },
      schema: { tags: ['users'], body: AttachMobileInput, response: { 200: UserAnswer, ...errorAnswers('CONFLICT') } },
    },
    async (request) => {
      const user = await mobileSignIn.attach(userOf(request).id, request.body);
      return { success: true as const, user };
    },
  );
}
