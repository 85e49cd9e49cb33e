import type { Config } from '#server/config.js';
import type { Limiter } from '#server/lib/rate-limit.js';

/** The span of the per-e-mail ceiling. */
const HOUR_MS = 60 * 60 * 1000;

/**
 * Every limit on signing in, in one place (API.md "Guards against abuse" and "The shop's own
 * words, and details settled"):
 * - one client address: `loginPerIp` logins per window (15 minutes), whatever the e-mails;
 * - one e-mail from one client address: `loginFailuresPerEmailAndIp` wrong passwords per
 *   window (30). It counts per address so that guesses from elsewhere never lock the owner out:
 *   the right password from an address that has not been failing still signs in;
 * - one e-mail from all addresses together: at most `loginFailuresPerEmailPerHour` wrong
 *   passwords in any hour (300), the ceiling against a guesser with many addresses. Past it the
 *   e-mail is refused from every address, the right password too, until the hour has passed.
 *
 * The client address is Fastify's `request.ip` (TRUST_PROXY decides whom to believe). Failures
 * are counted before the slow password check, so parallel guesses count too, and given back when
 * the password was right. The counters are the limiter's: in memory on the embedded database, in
 * PostgreSQL when several app servers share them.
 */
export function createLoginLimits({ limiter, limits }: { limiter: Limiter; limits: Config['rateLimits'] }) {
  /** Counts a login attempt, or refuses it with 429; answers what to call when the password was right. */
  async function admit(email: string, ip: string): Promise<{ passed: () => Promise<void> }> {
    await limiter.consume(`login:ip:${ip}`, limits.loginPerIp);
    const fromHere = `login:email-ip:${email}:${ip}`;
    await limiter.consume(fromHere, limits.loginFailuresPerEmailAndIp);
    const fromAll = await limiter.consumeOver(`login:email:${email}`, limits.loginFailuresPerEmailPerHour, HOUR_MS);
    return {
      async passed() {
        await limiter.release(fromHere);
        await limiter.release(fromAll);
      },
    };
  }
  return { admit };
}
export type LoginLimits = ReturnType<typeof createLoginLimits>;
