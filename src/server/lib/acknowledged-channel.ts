import { randomUUID } from 'node:crypto';
import type { Cluster } from './pg-listener.js';

/** How long an announcement waits, at most, for every listening app server to say it has acted on it. */
export const ACKNOWLEDGE_WAIT_MS = 1000;

/**
 * Announcements on `channel` answered only once every app server has acted on them (decision
 * 0045): a NOTIFY's commit says only that PostgreSQL queued it, and a busy server may read it
 * after the next request has reached it. Every server, the sender included, hears
 * `<payload> <id>`, runs `hear` and then says so on `<channel>_heard` from its listening
 * connection, whose backend pid names it. The sender waits for each pid that listened as its
 * NOTIFY went out, at most `waitMs`: a server that died or hangs cannot hold the answer for
 * ever. A server that cannot hear is not listed (its listening connection is gone), and keeps
 * no copies until it hears again.
 *
 * A payload is one word. One without an id (from a command beside the shop) is acted on and not
 * answered.
 */
export function createAcknowledgedChannel({
  cluster,
  channel,
  hear,
  waitMs = ACKNOWLEDGE_WAIT_MS,
}: {
  cluster: Cluster;
  channel: string;
  hear: (payload: string) => void;
  waitMs?: number;
}) {
  const heardChannel = `${channel}_heard`;
  /** This server's announcements waiting for their answers, by id. */
  const waiting = new Map<string, (server: number) => void>();

  cluster.listener.on(channel, (message) => {
    const [payload, id] = message.split(' ');
    hear(payload!);
    if (id) cluster.listener.reply(heardChannel, id);
  });
  cluster.listener.on(heardChannel, (id, server) => waiting.get(id)?.(server));

  return {
    /** Resolves once every listening server has acted on `payload`, or after `waitMs`. */
    async announce(payload: string): Promise<void> {
      const id = randomUUID();
      const heardBy = new Set<number>();
      // An answer can come before the NOTIFY's own statement returns: each is noted as it comes.
      let heardOne = () => {};
      waiting.set(id, (server) => {
        heardBy.add(server);
        heardOne();
      });
      try {
        const listening = await cluster.notifier.notifyListening(channel, `${payload} ${id}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          timer.unref();
          heardOne = () => {
            if (!listening.every((server) => heardBy.has(server))) return;
            clearTimeout(timer);
            resolve();
          };
          heardOne();
        });
      } finally {
        waiting.delete(id);
      }
    },
  };
}
export type AcknowledgedChannel = ReturnType<typeof createAcknowledgedChannel>;
