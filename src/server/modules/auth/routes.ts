import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerOf, shopMessage } from '#common/messages.js';
import {
  LoginInput,
  NewPasswordInput,
  RegisterAnswer,
  RegisterInput,
  ResetParams,
  ResetRequestInput,
  UserAnswer,
} from '#common/schemas/auth.js';
import { MessageOnly } from '#common/schemas/fields.js';
import type { Config } from '#server/config.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { SessionCookie } from './cookie.js';
import type { AuthService } from './service.js';
import type { SessionStore } from './sessions.js';

interface Deps {
  auth: AuthService;
  sessions: SessionStore;
  cookie: SessionCookie;
  config: Config;
}

/** /api/user: register, login, logout, current user, password change and reset (API.md "Calls"). */
export function authRoutes(app: FastifyInstance, { auth, sessions, cookie, config }: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { config: { access: 'public' as const } };
  const userRoute = { config: { access: 'user' as const } };

  r.post(
    '/api/user/register',
    {
      ...publicRoute,
      schema: { tags: ['auth'], body: RegisterInput, response: { 201: RegisterAnswer, ...errorAnswers('CONFLICT', 'RATE_LIMITED') } },
    },
    async (request, reply) => {
      const user = await auth.register(request.body, request.ip);
      return reply.status(201).send({ success: true, ...answerOf(shopMessage('registered')), user });
    },
  );

  r.post(
    '/api/user/login',
    {
      ...publicRoute,
      schema: { tags: ['auth'], body: LoginInput, response: { 200: UserAnswer, ...errorAnswers('UNAUTHENTICATED', 'RATE_LIMITED') } },
    },
    async (request, reply) => {
      const { user, token } = await auth.login(request.body, request.ip);
      // A new session on every login; the one the browser had before is ended.
      const previous = cookie.read(request);
      if (previous) await sessions.end(previous);
      cookie.set(reply, token, config.session.absoluteMs);
      return { success: true as const, user };
    },
  );

  r.get('/api/user/logOut', { ...publicRoute, schema: { tags: ['auth'], response: { 200: MessageOnly } } }, async (request, reply) => {
    const token = cookie.read(request);
    if (token) await sessions.end(token);
    cookie.clear(reply);
    return { success: true as const, message: 'Logout Success..!!' };
  });

  r.get('/api/user/getloggeduser', { ...userRoute, schema: { tags: ['auth'], response: { 200: UserAnswer } } }, async (request) => {
    const { id, firstName, lastName, email, mobile, role, language, createdAt, creditLimit } = userOf(request);
    return { success: true as const, user: { _id: id, firstName, lastName, email, mobile, role, language, createdAt, creditLimit } };
  });

  r.put(
    '/api/user/changePassword',
    { ...userRoute, schema: { tags: ['auth'], body: NewPasswordInput, response: { 200: MessageOnly } } },
    async (request) => {
      const u = userOf(request);
      await auth.changePassword(u.id, u.sessionId, request.body);
      return { success: true as const, ...answerOf(shopMessage('passwordUpdated')) };
    },
  );

  r.post(
    '/api/user/send-reset-password-email',
    {
      ...publicRoute,
      schema: { tags: ['auth'], body: ResetRequestInput, response: { 200: MessageOnly, ...errorAnswers('RATE_LIMITED') } },
    },
    async (request) => {
      await auth.requestReset(request.body, request.ip);
      return { success: true as const, ...answerOf(shopMessage('resetSent')) };
    },
  );

  r.post(
    '/api/user/reset-password/:id/:token',
    {
      ...publicRoute,
      schema: {
        tags: ['auth'],
        params: ResetParams,
        body: NewPasswordInput,
        response: { 200: MessageOnly, ...errorAnswers('RATE_LIMITED') },
      },
    },
    async (request) => {
      await auth.resetPassword(request.params.id, request.params.token, request.body, request.ip);
      return { success: true as const, ...answerOf(shopMessage('resetDone')) };
    },
  );
}
