import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageOnly } from '#common/schemas/fields.js';
import { CreditLimitAnswer, CreditLimitInput } from '#common/schemas/khata.js';
import {
  AdminUsersQuery,
  LanguageAnswer,
  LanguageInput,
  UpdateRoleAnswer,
  UpdateRoleInput,
  UserIdParams,
  UsersAnswer,
} from '#common/schemas/users.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { UsersService } from './service.js';

/** Admin user management: list, change role, delete (spec 2.9); a shopper's own language. */
export function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { access: 'admin' as const } };
  // An unknown user; the last admin, or an admin acting on themselves.
  const refusals = errorAnswers('NOT_FOUND', 'CONFLICT');

  r.put(
    '/api/user/language',
    {
      config: { access: 'user' as const },
      schema: { tags: ['users'], body: LanguageInput, response: { 200: LanguageAnswer, ...errorAnswers('NOT_FOUND') } },
    },
    async (request) => {
      const user = await users.setLanguage(userOf(request).id, request.body.language);
      return { success: true as const, message: 'Language Updated..!!', user };
    },
  );

  r.get(
    '/api/user/admin/user',
    { ...admin, schema: { tags: ['users'], querystring: AdminUsersQuery, response: { 200: UsersAnswer } } },
    async (request) => {
      const { users: all, count, ...page } = await users.list(request.query);
      return { success: true as const, AllUsers: all, userDocCount: count, ...page };
    },
  );

  r.put(
    '/api/user/admin/user/:id',
    {
      ...admin,
      schema: { tags: ['users'], params: UserIdParams, body: UpdateRoleInput, response: { 200: UpdateRoleAnswer, ...refusals } },
    },
    async (request) => {
      const user = await users.updateRole(userOf(request), request.params.id, request.body.UserRole);
      return { success: true as const, message: 'User Role Updated..!!', isUserExit: user };
    },
  );

  r.put(
    '/api/admin/users/:id/credit',
    {
      ...admin,
      schema: {
        tags: ['users'],
        description: 'The most the shopper may owe on the khata, in rupees (0: no credit; a balance already owed stays owed).',
        params: UserIdParams,
        body: CreditLimitInput,
        response: { 200: CreditLimitAnswer, ...errorAnswers('NOT_FOUND') },
      },
    },
    async (request) => {
      const user = await users.setCreditLimit(userOf(request), request.params.id, request.body.creditLimit);
      return { success: true as const, user };
    },
  );

  r.delete(
    '/api/user/admin/user/:id',
    // The user's review goes with them (cascade), out of the cached review list (users service).
    { ...admin, schema: { tags: ['users'], params: UserIdParams, response: { 200: MessageOnly, ...refusals } } },
    async (request) => {
      await users.remove(userOf(request), request.params.id);
      return { success: true as const, message: 'User Deleted..!!' };
    },
  );
}
