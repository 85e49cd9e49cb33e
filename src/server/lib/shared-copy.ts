import type { Cluster } from './pg-listener.js';

/**
 * A value read from the database and kept in this process until a write changes it (decision
 * 0017): the write calls `changed()`, which forgets the copy here and, on PostgreSQL, tells every
 * other app server to forget theirs (`channel`). A server that cannot hear the others (its
 * LISTEN connection lost) reads the database every time until it hears again. Each caller gets
 * its own clone, so no caller can change what the next one reads.
 */
export function createSharedCopy<T>({ load, channel, cluster }: { load: () => Promise<T>; channel: string; cluster: Cluster | undefined }) {
  let kept: Promise<T> | undefined;
  const forget = () => {
    kept = undefined;
  };
  if (cluster) {
    cluster.listener.on(channel, forget);
    cluster.listener.onLost(forget);
    cluster.listener.onResumed(forget);
  }

  function read(): Promise<T> {
    if (cluster && !cluster.listener.hearing) return load();
    if (!kept) {
      const loading = load();
      kept = loading;
      // A failed read is not kept: the next caller tries again.
      loading.catch(() => {
        if (kept === loading) forget();
      });
    }
    return kept;
  }

  return {
    async get(): Promise<T> {
      return structuredClone(await read());
    },
    /** A write here has committed: forget the copy, and have every other server forget theirs before answering. */
    async changed(): Promise<void> {
      forget();
      await cluster?.notifier.notify(channel, 'changed');
    },
  };
}
