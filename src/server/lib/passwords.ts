import { hash, verify } from '@node-rs/argon2';
import type { Config } from '#server/config.js';

/** Argon2id (the library's default algorithm) at the configured cost. */
export function createPasswordHasher(cost: Config['passwordHash']) {
  const options = { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: cost.parallelism };
  // Verified against when the e-mail is unknown, so that both failures cost the same time.
  const dummy = hash('not-a-real-password', options);

  return {
    hashPassword: (password: string) => hash(password, options),
    verifyPassword: async (passwordHash: string | undefined, password: string) => {
      try {
        const ok = await verify(passwordHash ?? (await dummy), password);
        return ok && passwordHash !== undefined;
      } catch {
        return false;
      }
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
