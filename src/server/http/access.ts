import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language, Role } from '#common/constants.js';
import type { ErrorCode } from '#common/errors.js';
import { shopMessage } from '#common/messages.js';
import { toRupees } from '#common/money.js';
import { AppError } from '#server/lib/errors.js';
import type { SessionCookie } from '#server/modules/auth/cookie.js';
import type { SessionStore } from '#server/modules/auth/sessions.js';
import { documentErrorAnswers } from './error-answers.js';

/**
 * Who may call a route. Every /api route declares one, so none is left open by mistake: anyone,
 * any signed-in account, the Admin, or a Rider (API.md "The delivery run"; decision 0056).
 */
export type Access = 'public' | 'user' | 'admin' | 'rider';

/** The one role an access needs, for the accesses that need one. */
const ROLE_OF_ACCESS: Partial<Record<Access, Role>> = { admin: 'Admin', rider: 'Rider' };

/** The refusals the access check below gives, written into each route's documented answers. */
const REFUSALS: Record<Access, ErrorCode[]> = {
  public: [],
  user: ['UNAUTHENTICATED'],
  admin: ['UNAUTHENTICATED', 'FORBIDDEN'],
  rider: ['UNAUTHENTICATED', 'FORBIDDEN'],
};

export interface SessionUser {
  id: string;
  sessionId: string;
  firstName: string;
  lastName: string;
  /** Null for an account made by phone (API.md "Phone first"). */
  email: string | null;
  mobile: string | null;
  role: Role;
  language: Language;
  createdAt: string;
  /** Rupees (API.md "Getting paid"): the account's answer carries it. */
  creditLimit: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** Routes registered with their access, for tests that must cover every admin call. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

/**
 * Enforces each route's `config.access` as soon as the route is known: guest 401, wrong role
 * 403. It runs before the body is parsed and validated, so a guest learns nothing about an
 * admin call's input rules and never gets an upload parsed. The role is read from the database
 * on every request, so a demotion or a deleted account takes effect at once. The same hook
 * documents the route's error answers (error-answers.ts), so no route can leave them out.
 */
export function installAccessControl(app: FastifyInstance, deps: { sessions: SessionStore; cookie: SessionCookie }): RouteAccess[] {
  const table: RouteAccess[] = [];
  app.decorateRequest('sessionUser', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    documentErrorAnswers(route, REFUSALS[access]);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const user = await loadSessionUser(request, deps);
    if (!user) {
      // The session ended (expired, logged out elsewhere, password changed): the browser's
      // cookies go too, so the web app stops asking (docs/decisions/0020-storefront-pages.md).
      if (deps.cookie.present(request)) deps.cookie.clear(reply);
      throw new AppError('UNAUTHENTICATED', shopMessage('loginFirst'));
    }
    const role = ROLE_OF_ACCESS[access];
    if (role && user.role !== role) {
      throw new AppError('FORBIDDEN', `Role: ${user.role} Is Not Allowed To Access This Resource..!!`);
    }
    request.sessionUser = user;
  });

  return table;
}

export async function loadSessionUser(
  request: FastifyRequest,
  { sessions, cookie }: { sessions: SessionStore; cookie: SessionCookie },
): Promise<SessionUser | null> {
  const token = cookie.read(request);
  if (!token || token.length > 200) return null;
  const session = await sessions.resolve(token);
  if (!session) return null;
  const row = session.user;
  return {
    id: row.id,
    sessionId: session.sessionId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    creditLimit: toRupees(row.creditLimitPaise),
  };
}

/** Who is asking on a public route, if anyone is signed in: for answers that show the owner more. */
export type ViewerLookup = (request: FastifyRequest) => Promise<SessionUser | null>;

export function viewerLookup(deps: { sessions: SessionStore; cookie: SessionCookie }): ViewerLookup {
  return (request) => (request.headers.cookie ? loadSessionUser(request, deps) : Promise.resolve(null));
}

/** The signed-in user of a route declared 'user', 'admin' or 'rider' (the hook has checked it). */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('UNAUTHENTICATED', shopMessage('loginFirst'));
  return request.sessionUser;
}
