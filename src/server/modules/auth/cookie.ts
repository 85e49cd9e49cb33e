import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '#common/constants.js';
import type { Config } from '#server/config.js';

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/; over https also Secure with the
 * `__Host-` prefix, which pins it to this host (DESIGN.md "Sessions").
 *
 * Beside it, a hint the web app can read: `signed_in=1`, no secret and never trusted by the
 * server, set and cleared with the session cookie. A page without it knows there is no session
 * and does not ask for the user, so a guest's visit makes no refused request
 * (docs/decisions/0020-storefront-pages.md).
 */
export function createSessionCookie(config: Config) {
  const name = config.cookieSecure ? '__Host-session' : 'session';
  const options = { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure } as const;
  const hintOptions = { ...options, httpOnly: false } as const;
  const maxAge = Math.floor(config.session.absoluteMs / 1000);
  const read = (request: FastifyRequest): string | undefined => request.cookies[name] || undefined;
  const setHint = (reply: FastifyReply, seconds: number) => reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintOptions, maxAge: seconds });
  const clearHint = (reply: FastifyReply) => reply.clearCookie(SESSION_HINT_COOKIE, hintOptions);
  return {
    read,
    set: (reply: FastifyReply, token: string, maxAgeMs: number) => {
      const seconds = Math.floor(maxAgeMs / 1000);
      reply.setCookie(name, token, { ...options, maxAge: seconds });
      setHint(reply, seconds);
    },
    clear: (reply: FastifyReply) => {
      reply.clearCookie(name, options);
      clearHint(reply);
    },
    /** The browser holds a session cookie or a hint: worth clearing both when the session is gone. */
    present: (request: FastifyRequest): boolean => read(request) !== undefined || SESSION_HINT_COOKIE in request.cookies,
    /**
     * Keeps the hint in step with the session cookie the browser holds (for a page's HTML): set
     * for a session begun before the hint existed, cleared when the browser dropped the session.
     */
    syncHint: (request: FastifyRequest, reply: FastifyReply) => {
      const hinted = request.cookies[SESSION_HINT_COOKIE] === '1';
      if (read(request) && !hinted) setHint(reply, maxAge);
      else if (!read(request) && SESSION_HINT_COOKIE in request.cookies) clearHint(reply);
    },
  };
}
export type SessionCookie = ReturnType<typeof createSessionCookie>;
