import { chmodSync, lstatSync, readdirSync, type Stats, statSync } from 'node:fs';
import { type FileHandle, open, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The data directory is the shop's alone (API.md "The shop's own words, and details settled";
 * decision 0042): DATA_DIR and everything the shop writes in it (database, pictures, outbox,
 * backups) are closed to other users of the machine from their first byte. Password hashes,
 * shoppers' e-mails and live reset links are in those files.
 */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/** The bits that open a file or folder to its group and to everyone else. */
const OPEN_TO_OTHERS = 0o077;
/** What stays of a mode once it is closed: the owner's own bits. */
const OWNER_BITS = 0o700;

/**
 * From here on every file and folder this process creates starts closed to others, whatever
 * umask the shell or the service manager gave it: the folders PGlite makes, the files PostgreSQL
 * creates through Node, and anything a library writes without a mode of its own. The shop's own
 * writes also name their modes; this catches the ones that do not. First thing every entry point
 * (the server and each command) does.
 */
export function keepNewFilesPrivate(): void {
  process.umask(OPEN_TO_OTHERS);
}

/** What `closeToOthers` had to close, and what it could not (owned by another user, say). */
export interface Closed {
  folders: number;
  files: number;
  failed: string[];
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

/**
 * Takes the group's and other users' bits off `root` and everything under it. Top-down: a folder
 * is closed before its entries are read, so no other user can slip a link in among them
 * meanwhile. Links are neither followed nor changed (the root itself may be one). A missing root
 * is nothing to close.
 */
export function closeToOthers(root: string): Closed {
  const closed: Closed = { folders: 0, files: 0, failed: [] };
  const visit = (at: string, stats: Stats) => {
    if (stats.mode & OPEN_TO_OTHERS) {
      try {
        chmodSync(at, stats.mode & OWNER_BITS);
        if (stats.isDirectory()) closed.folders++;
        else closed.files++;
      } catch (error) {
        if (codeOf(error) !== 'ENOENT') closed.failed.push(`${at} (${codeOf(error)})`);
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[];
    try {
      names = readdirSync(at);
    } catch (error) {
      if (codeOf(error) !== 'ENOENT') closed.failed.push(`${at} (${codeOf(error)})`);
      return;
    }
    for (const name of names) {
      const entry = path.join(at, name);
      const entryStats = lstatSync(entry, { throwIfNoEntry: false });
      if (entryStats && !entryStats.isSymbolicLink()) visit(entry, entryStats);
    }
  };
  const rootStats = statSync(root, { throwIfNoEntry: false });
  if (rootStats) visit(root, rootStats);
  return closed;
}

/** The start's one line about a DATA_DIR it found open, or undefined when it was closed already. */
export function describeClosed(dataDir: string, closed: Closed): { level: 'warn' | 'error'; msg: string } | undefined {
  const { folders, files, failed } = closed;
  if (folders + files + failed.length === 0) return undefined;
  const done = `DATA_DIR ${dataDir} was open to other users of the machine: closed ${folders} folders and ${files} files to all but the shop's own user`;
  if (failed.length === 0) return { level: 'warn', msg: done };
  const named = `${failed.slice(0, 3).join(', ')}${failed.length > 3 ? ', …' : ''}`;
  return { level: 'error', msg: `${done}; ${failed.length} could not be closed (${named}): give them to the shop's user` };
}

/**
 * A new file open for writing, 0600 from its first byte. `wx` never opens a file already there,
 * nor follows a link planted in its place; one left behind by a crash is removed first.
 */
export async function createPrivateFile(file: string): Promise<FileHandle> {
  await rm(file, { force: true });
  return open(file, 'wx', PRIVATE_FILE);
}
