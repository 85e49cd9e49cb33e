import { copyFile, link, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '#server/db/client.js';
import { migrationLevelOf } from '#server/db/inspect.js';
import { type ImageStorage, isImageKey } from '#server/lib/image-storage.js';
import { PRIVATE_FOLDER } from '#server/lib/private-files.js';
import { BACKUP_FORMAT, BACKUP_VERSION, makeStagingDir, writeArchive } from './archive.js';

const HOUR_MS = 60 * 60_000;
const IST_OFFSET_MS = 5.5 * HOUR_MS;
/** How often the schedule looks at the clock: a backup starts within this of its hour. */
const CHECK_EVERY_MS = 5 * 60_000;

/** Scheduled backups are `shop-<UTC time>.tar.gz`: the name sorts by age, and only these are pruned. */
const SCHEDULED = /^shop-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)\.tar\.gz$/;

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
const istDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const istHour = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
const momentOf = (name: string) => {
  const m = SCHEDULED.exec(name)?.[1];
  return m ? new Date(m.replace(/T(\d\d)-(\d\d)-(\d\d)Z/, 'T$1:$2:$3Z')) : undefined;
};

export interface BackupStatus {
  /** When the last backup this server made was finished (ISO time), or null. */
  lastAt: string | null;
  /** Why the last attempt failed, or null when it succeeded (or none was tried). */
  lastError: string | null;
  /** When that failed attempt was. */
  lastFailedAt: string | null;
  /** The file the last good backup went to. */
  lastFile: string | null;
}

export interface BackupWritten {
  file: string;
  bytes: number;
  ms: number;
  images: number;
}

/**
 * Backups made by the server process (decision 0022): on PGlite only the process that holds the
 * database can read it, so scheduled backups, the one before a migration and `npm run backup`
 * (through the control socket) are all made here. One at a time; each is logged in one line and
 * remembered for the operator's status (GET /api/admin/status, `backup`).
 */
export function createBackupService({
  database,
  storage,
  dataDir,
  settings,
  clock,
  log,
}: {
  database: Database;
  storage: ImageStorage;
  dataDir: string;
  settings: { dir: string | undefined; hour: number; keep: number };
  clock: () => Date;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}) {
  const status: BackupStatus = { lastAt: null, lastError: null, lastFailedAt: null, lastFile: null };
  let queue: Promise<unknown> = Promise.resolve();

  async function make(file: string): Promise<BackupWritten> {
    const started = Date.now();
    const diskImages = storage.kind === 'disk' ? storage.directory : undefined;
    // Pictures are hard-linked next to the uploads folder: instant, and a picture deleted later
    // keeps its bytes in the link.
    const staging = await makeStagingDir(diskImages ? path.dirname(diskImages) : undefined);
    try {
      const level = await migrationLevelOf(database);
      const createdAt = clock().toISOString();
      let images = 0;
      const sql = await database.dump(async () => {
        if (!diskImages) return;
        const into = path.join(staging, 'images');
        await mkdir(into, { recursive: true, mode: PRIVATE_FOLDER });
        for (const key of (await readdir(diskImages)).filter(isImageKey)) {
          await link(path.join(diskImages, key), path.join(into, key)).catch(() =>
            copyFile(path.join(diskImages, key), path.join(into, key)),
          );
          images++;
        }
      });
      const manifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        engine: database.kind,
        createdAt,
        migrations: level.applied,
        images,
      } as const;
      const bytes = await writeArchive(staging, { manifest, sql }, file);
      return { file, bytes, ms: Date.now() - started, images };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /**
   * Writes a backup to `file`, after any backup under way; logs it and keeps it as the status,
   * under the name `shownAs` when the file is only a step on its way (the backup socket's).
   */
  function backupTo(file: string, reason: string, shownAs = path.resolve(file)): Promise<BackupWritten> {
    const run = queue.then(async () => {
      try {
        const written = await make(path.resolve(file));
        Object.assign(status, { lastAt: clock().toISOString(), lastError: null, lastFailedAt: null, lastFile: shownAs });
        log.info({ backup: { ...written, reason } }, `backup written: ${shownAs} (${written.bytes} bytes, ${written.ms} ms)`);
        return written;
      } catch (error) {
        Object.assign(status, { lastError: (error as Error).message, lastFailedAt: clock().toISOString() });
        log.error({ backup: { file: shownAs, reason }, err: error }, `backup failed: ${(error as Error).message}`);
        throw error;
      }
    });
    queue = run.catch(() => {});
    return run;
  }

  /** Deletes all but the newest `keep` scheduled backups of the folder (other files stay). */
  async function prune(): Promise<string[]> {
    if (!settings.dir) return [];
    const names = (await readdir(settings.dir)).filter((n) => SCHEDULED.test(n)).sort();
    const gone = names.slice(0, Math.max(0, names.length - settings.keep));
    for (const name of gone) await rm(path.join(settings.dir, name), { force: true });
    return gone;
  }

  /** The day's backup, when it is the backup hour in India and none of today's is in the folder yet. */
  async function tick(): Promise<BackupWritten | undefined> {
    const dir = settings.dir;
    if (!dir) return undefined;
    const now = clock();
    if (istHour(now) !== settings.hour) return undefined;
    try {
      await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
      const today = istDay(now);
      const done = (await readdir(dir)).some((name) => {
        const at = momentOf(name);
        return at !== undefined && istDay(at) === today;
      });
      if (done) return undefined;
      const written = await backupTo(path.join(dir, `shop-${stamp(now)}.tar.gz`), 'daily');
      await prune();
      return written;
    } catch {
      // Logged and kept in the status by backupTo; the next look tries again within the hour.
      return undefined;
    }
  }

  /**
   * Before a start applies a new migration to a shop that has data: a backup of the shop as it
   * was, into BACKUP_DIR (else DATA_DIR/backups). A failure stops the start: migrating without
   * the backup is what the owner asked not to happen.
   */
  async function beforeMigrations(): Promise<BackupWritten | undefined> {
    const level = await migrationLevelOf(database);
    if (level.applied === 0 || level.pending === 0) return undefined;
    const dir = settings.dir ?? path.join(dataDir, 'backups');
    return backupTo(path.join(dir, `before-migration-${level.applied}-to-${level.total}-${stamp(clock())}.tar.gz`), 'before migrations');
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    backupTo,
    beforeMigrations,
    tick,
    prune,
    status: (): BackupStatus => ({ ...status }),
    start(): void {
      if (!settings.dir) return;
      timer ??= setInterval(() => void tick(), CHECK_EVERY_MS);
      timer.unref();
    },
    /** Stops the schedule; resolves once a backup under way has ended. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;
