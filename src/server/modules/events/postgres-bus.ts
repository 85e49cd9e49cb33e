import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { AdminEvent } from '#common/schemas/admin-events.js';
import type { Db } from '#server/db/client.js';
import { type BusMessage, createSubscribers, type EventBus, newMessage } from './bus.js';

/** The NOTIFY channel of the live alerts; one per database, so test databases never hear each other. */
export const ALERTS_CHANNEL = 'shop_admin_events';
/** How the listening connection names itself in pg_stat_activity (an operator, or a test, can find it). */
export const LISTENER_NAME = 'shop-live-alerts';
/** NOTIFY refuses payloads of 8000 bytes and more; ours are a few hundred. */
const PAYLOAD_LIMIT = 7900;

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
  if (!pool?.options) throw new Error('live alerts: the PostgreSQL pool gives no connection settings');
  return pool.options;
}

function parseMessage(payload: string | undefined): BusMessage | undefined {
  if (!payload) return undefined;
  try {
    const raw = JSON.parse(payload) as { id?: unknown };
    const event = AdminEvent.safeParse(raw);
    return event.success && typeof raw.id === 'string' ? { ...event.data, id: raw.id } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bus of several app servers on one PostgreSQL (DESIGN.md "Growing past one machine"): an
 * alert is published with NOTIFY through the pool and heard by every server LISTENing on its own
 * dedicated connection, the publishing server included, so every admin hears it the same way
 * wherever they are connected. A dropped listener is replaced with growing pauses (logged once
 * per outage); once it listens again, subscribers are told alerts may have been missed.
 */
export function createPostgresBus({
  db,
  log,
  retry = { firstMs: 500, maxMs: 15_000 },
}: {
  db: Db;
  log: FastifyBaseLogger;
  retry?: RetryDelays;
}): EventBus {
  const subscribers = createSubscribers((error) => log.error({ err: error }, 'live alerts: a stream failed to take an alert'));
  const options = connectionOptionsOf(db);
  let listener: pg.Client | undefined;
  let closed = false;
  let outage = false;
  let delay = retry.firstMs;
  let retryTimer: NodeJS.Timeout | undefined;
  /** The attempt under way, which close() waits for so no socket outlives the app. */
  let connecting: Promise<void> | undefined;

  /** Alerts waiting for the statement in flight to end; they go out together in the next. */
  const waiting: { payload: string; type: AdminEvent['type'] }[] = [];
  let sending = false;

  /**
   * NOTIFY through the pool, one statement at a time: the alerts published while one is in flight
   * go out together in the next, so a burst of checkouts costs a few statements, not one each
   * (every NOTIFY commits under PostgreSQL's one notify lock). NOTIFYs of one statement are
   * delivered together, in the order sent.
   */
  function publish(...events: AdminEvent[]): void {
    for (const event of events) {
      const payload = JSON.stringify(newMessage(event));
      if (Buffer.byteLength(payload) <= PAYLOAD_LIMIT) waiting.push({ payload, type: event.type });
      else log.warn({ type: event.type, bytes: Buffer.byteLength(payload) }, 'live alerts: an alert too large for NOTIFY was dropped');
    }
    if (!sending) void sendWaiting();
  }

  async function sendWaiting(): Promise<void> {
    sending = true;
    while (waiting.length > 0) {
      // Two parameters each, far below PostgreSQL's 65,535 a statement.
      const batch = waiting.splice(0, 1000);
      const notifies = sql.join(
        batch.map(({ payload }) => sql`pg_notify(${ALERTS_CHANNEL}, ${payload})`),
        sql`, `,
      );
      await db
        .execute(sql`select ${notifies}`)
        .catch((error: unknown) =>
          log.warn({ err: error, types: batch.map(({ type }) => type) }, 'live alerts: alerts could not be published'),
        );
    }
    sending = false;
  }

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
      const message = note.channel === ALERTS_CHANNEL ? parseMessage(note.payload) : undefined;
      if (message) subscribers.deliver({ kind: 'event', message });
    });
    client.on('error', (error) => dropped(client, error));
    client.on('end', () => dropped(client, undefined));
    try {
      await client.connect();
      await client.query(`listen ${ALERTS_CHANNEL}`);
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
    if (!outage) {
      outage = true;
      log.warn({ err: error }, 'live alerts: lost the PostgreSQL listener; reconnecting');
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
          log.info('live alerts: listening again');
          subscribers.deliver({ kind: 'resync' });
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
    publish,
    subscribe: subscribers.add,
    async start() {
      try {
        await connect();
      } catch (error) {
        // The shop serves without live alerts rather than not at all; they come back on their own.
        outage = true;
        log.warn({ err: error }, 'live alerts: no PostgreSQL listener yet; retrying');
        scheduleRetry();
      }
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
