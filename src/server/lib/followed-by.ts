/**
 * `write` followed by `changed` once it has ended, whatever its outcome, and before its caller
 * hears of it: a write that failed may still have committed part of what it did (a row written
 * before an image file could not be removed). Used by the services whose writes change the
 * cached catalogue answers (services.ts `catalogueChanged`).
 */
export function followedBy<A extends unknown[], R>(write: (...args: A) => Promise<R>, changed: () => Promise<void>) {
  return async (...args: A): Promise<R> => {
    try {
      return await write(...args);
    } finally {
      await changed();
    }
  };
}
