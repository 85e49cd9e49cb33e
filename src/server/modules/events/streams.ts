import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { STREAM_EVENTS } from '#common/schemas/admin-events.js';
import { AppError } from '#server/lib/errors.js';
import type { BusMessage } from './bus.js';

/** How many alert streams one server keeps open, and how often it speaks on a quiet one. */
export interface StreamLimits {
  /** Streams one admin may hold (tabs, phone, laptop); a further one closes their oldest. */
  perAdmin: number;
  /** Streams of all admins together on this app server; past it a new one is refused (429). */
  total: number;
  /** A comment this often keeps proxies from closing a quiet stream (nginx waits 60 s by default). */
  heartbeatMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perAdmin: 3, total: 200, heartbeatMs: 25_000 };

/** How long a browser waits before reconnecting a dropped stream (the `retry:` field). */
const RECONNECT_MS = 5000;
/** A client that reads nothing while this much waits for it is cut off; its browser reconnects. */
const MAX_UNREAD_BYTES = 256 * 1024;

/** One server-sent event: the JSON is one line (JSON.stringify escapes every newline). */
export const eventFrame = (message: BusMessage) => `id: ${message.id}\nevent: ${message.type}\ndata: ${JSON.stringify(message.data)}\n\n`;
/** EventSource drops an event without data, so the stream's own events carry an empty object. */
const controlFrame = (name: string) => `event: ${name}\ndata: {}\n\n`;
export const RESYNC_FRAME = controlFrame(STREAM_EVENTS.resync);
const REPLACED_FRAME = controlFrame(STREAM_EVENTS.replaced);
const HEARTBEAT_FRAME = ': keep-alive\n\n';

interface OpenStream {
  adminId: string;
  body: PassThrough;
  /** Asks the database again whether the stream's session is still this Admin's. */
  stillAllowed: () => Promise<boolean>;
}

/**
 * The alert streams open on this app server, by admin, oldest first. One timer serves them all:
 * it sends the heartbeat and checks each stream's session again, so a logout, a demotion or a
 * deleted account ends a stream within one heartbeat, as the role is read per request elsewhere.
 */
export function createStreamRegistry({ limits, log }: { limits: StreamLimits; log: FastifyBaseLogger }) {
  const byAdmin = new Map<string, OpenStream[]>();
  let total = 0;
  let heartbeat: NodeJS.Timeout | undefined;

  function forget(stream: OpenStream): void {
    const mine = byAdmin.get(stream.adminId);
    const at = mine?.indexOf(stream) ?? -1;
    if (!mine || at < 0) return;
    mine.splice(at, 1);
    if (mine.length === 0) byAdmin.delete(stream.adminId);
    total -= 1;
    if (total === 0) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  function end(stream: OpenStream, lastFrame?: string): void {
    forget(stream);
    stream.body.end(lastFrame);
  }

  function write(stream: OpenStream, frame: string): void {
    if (stream.body.writableLength > MAX_UNREAD_BYTES) {
      log.warn({ adminId: stream.adminId }, 'live alerts: a stream that reads nothing was cut off');
      forget(stream);
      stream.body.destroy();
      return;
    }
    stream.body.write(frame);
  }

  function each(fn: (stream: OpenStream) => void): void {
    for (const mine of [...byAdmin.values()]) for (const stream of [...mine]) fn(stream);
  }

  function beat(): void {
    each((stream) => {
      write(stream, HEARTBEAT_FRAME);
      stream.stillAllowed().then(
        (allowed) => {
          if (!allowed) end(stream);
        },
        // A database hiccup is no reason to drop an admin: the next heartbeat asks again.
        (error: unknown) => log.warn({ err: error }, 'live alerts: could not check a stream’s session'),
      );
    });
  }

  /** A new stream for this admin, already carrying its first bytes (so the headers leave at once). */
  function open(adminId: string, stillAllowed: () => Promise<boolean>): PassThrough {
    const mine = byAdmin.get(adminId) ?? [];
    // Over the admin's own limit the oldest goes, not the new one: it is the likeliest to be a
    // tab long forgotten or a phone whose network changed, whose connection lingers unnoticed.
    if (mine.length >= limits.perAdmin) end(mine[0]!, REPLACED_FRAME);
    else if (total >= limits.total) throw new AppError('RATE_LIMITED', 'Too Many Live Alert Connections, Please Try Again Later..!!');

    const stream: OpenStream = { adminId, body: new PassThrough(), stillAllowed };
    byAdmin.set(adminId, [...(byAdmin.get(adminId) ?? []), stream]);
    total += 1;
    // The client went away (or Fastify gave up on it): the stream is over.
    stream.body.on('close', () => forget(stream));
    stream.body.write(`retry: ${RECONNECT_MS}\n\n`);
    heartbeat ??= setInterval(beat, limits.heartbeatMs);
    heartbeat.unref();
    return stream.body;
  }

  return {
    open,
    broadcast: (frame: string) => each((stream) => write(stream, frame)),
    /** The frame to one account's streams only (a rider hears of their own orders). */
    sendTo: (userId: string, frame: string) => {
      for (const stream of [...(byAdmin.get(userId) ?? [])]) write(stream, frame);
    },
    /** Ends every stream (the app is closing): each answer finishes, so the server can close its connections. */
    closeAll: () => each((stream) => end(stream)),
    count: () => total,
  };
}
export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
