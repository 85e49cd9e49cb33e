import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.js';

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/; over https also Secure with the
 * `__Host-` prefix, which pins it to this host (DESIGN.md "Sessions").
 */
export function createSessionCookie(config: Config) {
  const name = config.cookieSecure ? '__Host-session' : 'session';
  const options = { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure } as const;
  return {
    read: (request: FastifyRequest): string | undefined => request.cookies[name] || undefined,
    set: (reply: FastifyReply, token: string, maxAgeMs: number) =>
      reply.setCookie(name, token, { ...options, maxAge: Math.floor(maxAgeMs / 1000) }),
    clear: (reply: FastifyReply) => reply.clearCookie(name, options),
  };
}
export type SessionCookie = ReturnType<typeof createSessionCookie>;
