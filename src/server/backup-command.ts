import { mkdir, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Config, configFrom } from './config.js';
import { openConfiguredDatabase } from './db/open-for-config.js';
import { createImageStorage } from './lib/configured-image-storage.js';
import { createPrivateFile, keepNewFilesPrivate, PRIVATE_FOLDER } from './lib/private-files.js';
import { backupSocketOf } from './modules/backups/control-socket.js';
import { createBackupService } from './modules/backups/service.js';

/**
 * `npm run backup [FILE]`: one file with the database and the pictures (decision 0022). On the
 * embedded database a running server makes it (asked through DATA_DIR/backup.sock); a stopped
 * shop's database is opened here. On PostgreSQL pg_dump reads the database directly.
 */
const quiet = { info: () => {}, error: () => {} };

/** Asks the running server; undefined when none listens on the data directory's socket. */
function askRunningServer(config: Config, file: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath: backupSocketOf(config.dataDir),
        method: 'POST',
        path: '/backup',
        headers: { 'x-backup-file': encodeURIComponent(file) },
      },
      (res) => {
        if (res.statusCode !== 200) {
          let message = '';
          res.on('data', (chunk) => (message += chunk));
          res.on('end', () => reject(new Error(`The shop server could not make the backup: ${message.trim()}`)));
          return;
        }
        // The backup holds password hashes and shoppers' e-mails: the owner's alone from its first byte.
        const partial = `${file}.partial`;
        mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER })
          .then(() => createPrivateFile(partial))
          .then((handle) => pipeline(res, handle.createWriteStream()))
          .then(() => rename(partial, file))
          .then(() => resolve(Number(res.headers['content-length'])))
          .catch(async (error) => {
            await rm(partial, { force: true });
            reject(error);
          });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    req.end();
  });
}

async function backUpHere(config: Config, file: string): Promise<number> {
  const database = await openConfiguredDatabase(config);
  try {
    const backups = createBackupService({
      database,
      storage: createImageStorage(config, database),
      dataDir: config.dataDir,
      settings: config.backups,
      clock: () => new Date(),
      log: quiet,
    });
    return (await backups.backupTo(file, 'npm run backup')).bytes;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  keepNewFilesPrivate();
  const config = configFrom(process.env);
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const file = path.resolve(process.argv[2] ?? path.join(config.backups.dir ?? '.', `shop-backup-${stamp}.tar.gz`));
  const started = Date.now();
  const viaServer = config.databaseUrl ? undefined : await askRunningServer(config, file);
  const bytes = viaServer ?? (await backUpHere(config, file));
  console.log(`Backup written to ${file} (${bytes} bytes, ${Date.now() - started} ms)`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
