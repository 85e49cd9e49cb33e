import { type FSWatcher, lstatSync, readdirSync, watch } from 'node:fs';
import path from 'node:path';

/**
 * Helpers of the tests that DATA_DIR is the shop's alone (decision 0042): who besides the
 * shop's user could read, write or enter what the shop wrote.
 */

/** The bits of a mode that open a file or folder to its group and to everyone else. */
const OPEN_TO_OTHERS = 0o077;

export const isOpenToOthers = (mode: number) => (mode & OPEN_TO_OTHERS) !== 0;

/** `sh -c` that sets the umask a login shell usually gives, then runs the command after it. */
export const UNDER_UMASK_022 = ['sh', '-c', 'umask 022 && exec "$0" "$@"'];

/** Every entry under `root`, itself included, that other users could reach: "755 pglite/base". Links are left out. */
export function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (at: string) => {
    const stats = lstatSync(at, { throwIfNoEntry: false });
    if (!stats || stats.isSymbolicLink()) return;
    if (isOpenToOthers(stats.mode)) found.push(`${(stats.mode & 0o7777).toString(8)} ${path.relative(root, at) || '.'}`);
    if (stats.isDirectory()) for (const name of readdirSync(at)) visit(path.join(at, name));
  };
  visit(root);
  return found;
}

/** Every folder and file under `root`, itself included (links left out). */
export function entriesUnder(root: string): { folders: string[]; files: string[] } {
  const folders: string[] = [];
  const files: string[] = [];
  const visit = (at: string) => {
    const stats = lstatSync(at);
    if (stats.isSymbolicLink()) return;
    if (!stats.isDirectory()) {
      files.push(at);
      return;
    }
    folders.push(at);
    for (const name of readdirSync(at)) visit(path.join(at, name));
  };
  visit(root);
  return { folders, files };
}

/**
 * Each entry that appears in `dir` and the folders made in it (but those named in `skip`), with
 * its mode at first sight: read the moment the kernel reports the entry, as a watching reader
 * would open it.
 */
export function watchNewEntries(dir: string, { skip = [] }: { skip?: string[] } = {}) {
  const seen = new Map<string, number>();
  const watchers: FSWatcher[] = [];
  const follow = (folder: string) => {
    watchers.push(
      watch(folder, (_event, name) => {
        if (!name) return;
        const at = path.join(folder, name.toString());
        if (seen.has(at)) return;
        const stats = lstatSync(at, { throwIfNoEntry: false });
        if (!stats) return;
        seen.set(at, stats.mode);
        if (stats.isDirectory() && !skip.includes(name.toString())) follow(at);
      }),
    );
  };
  follow(dir);
  return {
    seen,
    /** The entries seen open to others: "644 data/.backup-….partial". */
    seenOpen: () =>
      [...seen].filter(([, mode]) => isOpenToOthers(mode)).map(([at, mode]) => `${(mode & 0o7777).toString(8)} ${path.relative(dir, at)}`),
    close: () => {
      for (const watcher of watchers) watcher.close();
    },
  };
}
