import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE } from '#server/lib/private-files.js';
import type { BackupService } from './service.js';

/** The file `npm run backup` asks a running embedded-database server through. */
export const backupSocketOf = (dataDir: string) => path.join(dataDir, 'backup.sock');

/**
 * On the embedded database only the server process can read the data (PGlite is one process,
 * the data directory is locked), so `npm run backup` asks it through a Unix socket in DATA_DIR
 * (decision 0022): `POST /backup` answers the backup file's bytes. Whoever may open the socket
 * may read DATA_DIR anyway (mode 0600, the server's user), so it asks for no password.
 */
export async function serveBackupSocket({
  backups,
  dataDir,
  log,
}: {
  backups: BackupService;
  dataDir: string;
  log: { warn: (obj: object, msg: string) => void };
}): Promise<{ close(): Promise<void> }> {
  const socket = backupSocketOf(dataDir);
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end('POST /backup\n');
      return;
    }
    const file = path.join(dataDir, `.backup-${randomBytes(6).toString('hex')}.tar.gz`);
    // The file the command will write, for the log line and the Admin's status.
    const named = req.headers['x-backup-file'];
    let shownAs = 'npm run backup';
    try {
      if (typeof named === 'string') shownAs = decodeURIComponent(named);
    } catch {
      // not a name the command sent
    }
    void (async () => {
      try {
        await backups.backupTo(file, 'npm run backup', shownAs);
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': (await stat(file)).size });
        await pipeline(createReadStream(file), res);
      } catch (error) {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(`${(error as Error).message}\n`);
        else res.destroy();
      } finally {
        await rm(file, { force: true });
      }
    })();
  });
  // We hold the data directory's lock: a socket file, and backups half made, left there are a dead server's.
  if (existsSync(socket)) await rm(socket, { force: true });
  for (const name of await readdir(dataDir)) {
    if (name.startsWith('.backup-')) await rm(path.join(dataDir, name), { recursive: true, force: true });
  }
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => resolve());
    });
    await chmod(socket, PRIVATE_FILE);
  } catch (error) {
    log.warn({ err: error, socket }, 'npm run backup cannot reach this server: the backup socket did not open');
    return { close: async () => {} };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
