import { execFileSync } from 'node:child_process';
import { chownSync, closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TinyDisk {
  dir: string;
  /** Unmounts (lazily when files are still held open, as a stuck PGlite holds them) and removes the folder. */
  remove(options?: { lazy?: boolean }): void;
}

/**
 * A small tmpfs of `size` ("2m", "160m") mounted on `dir` (else a fresh folder), for tests of a full disk.
 * Mounting needs root (CI runs as root): a clear failure rather than a skip.
 */
export function mountTinyDisk(
  size: string,
  { owner, dir = mkdtempSync(path.join(tmpdir(), 'shop-tiny-disk-')) }: { owner?: { uid: number; gid: number }; dir?: string } = {},
): TinyDisk {
  if (process.getuid?.() !== 0) throw new Error('the full-disk tests mount a small tmpfs: run them as root (CI does)');
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  return {
    dir,
    remove({ lazy = false } = {}) {
      execFileSync('umount', lazy ? ['-l', dir] : [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes `file` until the disk refuses: every byte left (in chunks of `chunkBytes`, halved down to 512). */
export function fillDisk(file: string, chunkBytes = 1024 * 1024): void {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(chunkBytes, 1);
  try {
    for (let size = chunk.length; size >= 512; ) {
      try {
        writeSync(fd, chunk, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        size = Math.floor(size / 2);
      }
    }
  } finally {
    closeSync(fd);
  }
}
