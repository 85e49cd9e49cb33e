import type { BackupStatus } from '#server/modules/backups/service.js';
import type { MailBacklog } from '#server/modules/mail/service.js';
import type { TextBacklog } from '#server/modules/texts/service.js';

/** A mail waiting this long is stuck: the sender retries within minutes while the mail server answers. */
export const MAIL_STUCK_AFTER_MS = 15 * 60_000;
/** How often the server looks for a stuck outbox on its own, to say so in the log. */
const CHECK_EVERY_MS = 60_000;

export interface ShopStatus {
  database: { kind: 'pglite' | 'postgres'; durability: 'full' | 'relaxed' };
  mail: MailBacklog & { stuck: boolean };
  /** Texts to phones waiting to be sent, as mail (decision 0054). */
  texts: TextBacklog & { stuck: boolean };
  /** `full` from a write refused for lack of disk space until a write succeeds again (decision 0023). */
  storage: 'ok' | 'full';
  /** The last backup this server made and the last failure (decision 0022), and the daily schedule. */
  backup: BackupStatus & { dir: string | null; hour: number; keep: number };
  startedAt: Date;
}

/**
 * What an operator needs to see that is not "is it up" (GET /api/health answers that, cheaply):
 * mail that does not leave, a full disk, the last backup. GET /api/admin/status answers it; the
 * log gets one line when the outbox gets stuck and one when it moves again, from a check every
 * minute (the disk watch and the backups log their own).
 */
export function createStatusService({
  kind,
  durability,
  backlog,
  textBacklog,
  storage,
  backup,
  clock,
  log,
}: {
  kind: 'pglite' | 'postgres';
  durability: 'full' | 'relaxed';
  backlog: () => Promise<MailBacklog>;
  textBacklog: () => Promise<TextBacklog>;
  storage: () => 'ok' | 'full';
  backup: () => ShopStatus['backup'];
  clock: () => Date;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
}) {
  const startedAt = clock();
  let timer: NodeJS.Timeout | undefined;
  const reportedStuck = { mail: false, texts: false };

  /** A backlog is stuck once its oldest has waited MAIL_STUCK_AFTER_MS: texts are held to the mail's measure. */
  const withStuck = <T extends MailBacklog>(waiting: T): T & { stuck: boolean } => ({
    ...waiting,
    stuck: waiting.oldestWaitingSince !== null && clock().getTime() - waiting.oldestWaitingSince.getTime() >= MAIL_STUCK_AFTER_MS,
  });

  async function status(): Promise<ShopStatus> {
    const [mail, texts] = await Promise.all([backlog(), textBacklog()]);
    return {
      database: { kind, durability },
      mail: withStuck(mail),
      texts: withStuck(texts),
      backup: backup(),
      storage: storage(),
      startedAt,
    };
  }

  /** One look: a line when an outbox became stuck, and one when it is moving again. */
  async function check(): Promise<void> {
    const now = await status();
    for (const [outbox, words] of [
      ['mail', 'mails'],
      ['texts', 'texts'],
    ] as const) {
      const waiting = now[outbox];
      if (waiting.stuck && !reportedStuck[outbox]) {
        log.warn(
          { waiting: waiting.waiting, oldestWaitingSince: waiting.oldestWaitingSince, lastError: waiting.lastError },
          `${outbox === 'mail' ? 'mail' : 'text'} outbox stuck: ${waiting.waiting} ${words} waiting, the oldest since ${waiting.oldestWaitingSince?.toISOString()}`,
        );
      } else if (!waiting.stuck && reportedStuck[outbox]) {
        log.info({ waiting: waiting.waiting }, `${outbox === 'mail' ? 'mail' : 'text'} outbox moving again`);
      }
      reportedStuck[outbox] = waiting.stuck;
    }
  }

  function start(): void {
    timer ??= setInterval(() => {
      check().catch((error: unknown) => log.warn({ err: error }, 'status check failed'));
    }, CHECK_EVERY_MS);
    timer.unref();
  }

  function stop(): void {
    clearInterval(timer);
    timer = undefined;
  }

  return { status, check, start, stop };
}
export type StatusService = ReturnType<typeof createStatusService>;
