import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, Db } from '#server/db/client.js';

/**
 * PostgreSQL's LISTEN/NOTIFY for the shop's app servers (DESIGN.md "Growing past one machine"):
 * what one server announces (a live alert, a write that empties cached answers), every server
 * hears, the announcing one included.
 */

/** How the listening connection names itself in pg_stat_activity (an operator, or a test, can find it). */
export const LISTENER_NAME = 'shop-listener';
/** NOTIFY refuses payloads of 8000 bytes and more. */
export const PAYLOAD_LIMIT = 7900;

export interface RetryDelays {
  firstMs: number;
  maxMs: number;
}

/**
 * The connection settings of the shop's pool, for a connection of its own: LISTEN holds a
 * connection for good, which a pool would hand to queries, or drop when idle.
 */
function connectionOptionsOf(db: Db): pg.ClientConfig {
  const pool = (db as unknown as { $client?: { options?: pg.PoolConfig } }).$client;
  if (!pool?.options) throw new Error('listener: the PostgreSQL pool gives no connection settings');
  return pool.options;
}

/**
 * One connection per app server that LISTENs on every channel asked for. While it is down
 * (PostgreSQL restarted, the backend terminated, the network cut) nothing announced is heard:
 * `onLost` is told at once, the server logs one warning and reconnects with growing pauses, and
 * `onResumed` is told once it listens again, so whoever keeps copies can throw them away.
 */
export function createPgListener({
  db,
  log,
  retry = { firstMs: 500, maxMs: 15_000 },
}: {
  db: Db;
  log: FastifyBaseLogger;
  retry?: RetryDelays;
}) {
  const options = connectionOptionsOf(db);
  const hearers = new Map<string, (payload: string, from: number) => void>();
  const lost: (() => void)[] = [];
  const resumed: (() => void)[] = [];
  let listener: pg.Client | undefined;
  let closed = false;
  let outage = false;
  let delay = retry.firstMs;
  let retryTimer: NodeJS.Timeout | undefined;
  /** The attempt under way, which close() waits for so no socket outlives the app. */
  let connecting: Promise<void> | undefined;

  const tell = (handlers: (() => void)[]) => {
    for (const handler of handlers) {
      try {
        handler();
      } catch (error) {
        log.error({ err: error }, 'listener: a handler failed');
      }
    }
  };

  function connect(): Promise<void> {
    connecting = listen().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  async function listen(): Promise<void> {
    const { default: pgModule } = await import('pg');
    const client = new pgModule.Client({ ...options, application_name: LISTENER_NAME, keepAlive: true });
    client.on('notification', (note) => {
      if (note.payload !== undefined) hearers.get(note.channel)?.(note.payload, note.processId);
    });
    client.on('error', (error) => dropped(client, error));
    client.on('end', () => dropped(client, undefined));
    try {
      await client.connect();
      for (const channel of hearers.keys()) await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
  }

  function dropped(client: pg.Client, error: Error | undefined): void {
    if (client !== listener || closed) return;
    listener = undefined;
    client.end().catch(() => {});
    lostNow(error);
  }

  function lostNow(error: unknown): void {
    if (!outage) {
      outage = true;
      log.warn({ err: error }, 'listener: lost the PostgreSQL listener; reconnecting');
      tell(lost);
    }
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          if (closed) return;
          delay = retry.firstMs;
          outage = false;
          log.info('listener: listening again');
          tell(resumed);
        },
        () => {
          delay = Math.min(delay * 2, retry.maxMs);
          scheduleRetry();
        },
      );
    }, delay);
    retryTimer.unref();
  }

  return {
    /**
     * Hears `channel`'s payloads, each with the backend pid of the connection that sent it;
     * every channel is named before `start`.
     */
    on(channel: string, hear: (payload: string, from: number) => void): void {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`listener: not a channel name: ${channel}`);
      hearers.set(channel, hear);
    },
    /** False from the moment the connection is lost (`onLost` handlers already see it) until it listens again. */
    get hearing(): boolean {
      return !outage;
    },
    /**
     * NOTIFY sent on the listening connection itself, so whoever hears it sees this server's
     * listening backend (the pid pg_stat_activity lists under LISTENER_NAME) as its sender.
     * Nothing is sent while the connection is down: a server keeps no copies then.
     */
    reply(channel: string, payload: string): void {
      listener?.query('select pg_notify($1, $2)', [channel, payload]).catch(() => {
        // The connection is going: its 'error' or 'end' tells the server.
      });
    },
    onLost: (handler: () => void) => void lost.push(handler),
    onResumed: (handler: () => void) => void resumed.push(handler),
    async start(): Promise<void> {
      try {
        await connect();
      } catch (error) {
        // The shop serves without what it would hear rather than not at all; it comes back on its own.
        lostNow(error);
      }
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
export type PgListener = ReturnType<typeof createPgListener>;

/**
 * NOTIFY through the pool, one statement at a time: what is announced in one turn of the event
 * loop, or while a statement is in flight, goes out together in the next, so a burst of
 * checkouts costs a few statements, not one or two each (every NOTIFY commits under
 * PostgreSQL's one notify lock). Every batch is the same statement, its channels and payloads
 * two arrays, so PostgreSQL plans it once. The NOTIFYs of one statement are delivered together,
 * in the order given. `notify` resolves once its statement has committed (every listener hears
 * it a moment later); it never rejects: a failure is logged.
 */
export function createPgNotifier({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  const waiting: { channel: string; payload: string; sent: () => void }[] = [];
  let sending = false;

  async function sendWaiting(): Promise<void> {
    while (waiting.length > 0) {
      // At most 1,000 a statement: payloads are under 8,000 bytes each, so under 8 MB in all.
      const batch = waiting.splice(0, 1000);
      await db
        .execute(
          sql`select pg_notify(n.channel, n.payload)
            from unnest(${sql.param(batch.map(({ channel }) => channel))}::text[], ${sql.param(batch.map(({ payload }) => payload))}::text[])
              with ordinality as n(channel, payload, position)
            order by n.position`,
        )
        .catch((error: unknown) =>
          log.warn(
            { err: error, channels: [...new Set(batch.map(({ channel }) => channel))] },
            'listener: announcements could not be sent',
          ),
        );
      for (const { sent } of batch) sent();
    }
    sending = false;
  }

  return {
    notify(channel: string, payload: string): Promise<void> {
      if (Buffer.byteLength(payload) > PAYLOAD_LIMIT) {
        log.warn({ channel, bytes: Buffer.byteLength(payload) }, 'listener: an announcement too large for NOTIFY was dropped');
        return Promise.resolve();
      }
      const sent = new Promise<void>((resolve) => waiting.push({ channel, payload, sent: resolve }));
      if (!sending) {
        sending = true;
        setImmediate(() => void sendWaiting());
      }
      return sent;
    },
    /**
     * NOTIFY in a statement of its own that also answers which app servers listen (the backend
     * pids of their listening connections, as `reply` names them): a sender that waits until
     * each has acted on it knows whom to wait for. None when it could not be sent (logged).
     */
    async notifyListening(channel: string, payload: string): Promise<number[]> {
      try {
        const sent = await db.execute(
          sql`select pg_notify(${channel}, ${payload}),
            array(select pid from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()) as listening`,
        );
        return (sent as unknown as { rows: { listening: number[] }[] }).rows[0]!.listening;
      } catch (error) {
        log.warn({ err: error, channel }, 'listener: an announcement could not be sent');
        return [];
      }
    },
  };
}
export type PgNotifier = ReturnType<typeof createPgNotifier>;

/** What several app servers on one PostgreSQL share to hear each other; none on PGlite, which is one process. */
export interface Cluster {
  listener: PgListener;
  notifier: PgNotifier;
}

export function createCluster(database: Database, log: FastifyBaseLogger): Cluster | undefined {
  if (database.kind !== 'postgres') return undefined;
  const { db } = database;
  return { listener: createPgListener({ db, log }), notifier: createPgNotifier({ db, log }) };
}
