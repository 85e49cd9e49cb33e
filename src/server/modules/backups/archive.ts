import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import { isImageKey } from '#server/lib/image-storage.js';

/**
 * One backup is one gzipped tar (decision 0022):
 *   manifest.json   what the file is: format version, engine, migration level, time
 *   database.sql    the engine's pg_dump, plain SQL (db/dump.ts)
 *   images/<key>    the uploaded pictures kept on disk (pictures kept in PostgreSQL are rows of
 *                   stored_images, inside database.sql)
 */
export const BACKUP_FORMAT = 'grocery-shop-backup';
export const BACKUP_VERSION = 1;

export const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  engine: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  /** How many of the shop's migrations the database had applied. */
  migrations: z.number().int().min(0),
  /** Pictures in images/ (on disk at the source); those kept in the database are in the dump. */
  images: z.number().int().min(0),
});
export type Manifest = z.infer<typeof Manifest>;

/** A folder to gather a backup in; under `near` when pictures are hard-linked into it (same file system). */
export async function makeStagingDir(near: string | undefined): Promise<string> {
  if (near) await mkdir(near, { recursive: true });
  return mkdtemp(path.join(near ?? tmpdir(), '.backup-'));
}

/** Writes the staged manifest, dump and images as one file, complete or not at all (a partial file is renamed in). */
export async function writeArchive(staging: string, { manifest, sql }: { manifest: Manifest; sql: string }, file: string): Promise<number> {
  await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(path.join(staging, 'database.sql'), sql);
  await mkdir(path.join(staging, 'images'), { recursive: true });
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, ['manifest.json', 'database.sql', 'images']);
    // Password hashes and sessions are in it: the owner's eyes only.
    await chmod(partial, 0o600);
    const handle = await open(partial, 'r');
    try {
      await handle.datasync();
      await rename(partial, file);
      return (await handle.stat()).size;
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** A backup unpacked into a folder of its own (removed by `dispose`). */
export interface OpenedArchive {
  manifest: Manifest;
  sql: string;
  imagesDir: string;
  imageKeys: string[];
  dispose(): Promise<void>;
}

export async function openArchive(file: string): Promise<OpenedArchive> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-restore-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    await tar.x({ file, cwd: dir, strict: true });
    const manifestFile = path.join(dir, 'manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`${file} is not a shop backup (it has no manifest.json)`);
    const parsed = Manifest.safeParse(JSON.parse(await readFile(manifestFile, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is not a shop backup this version can read (its manifest.json does not fit)`);
    if (parsed.data.version > BACKUP_VERSION)
      throw new Error(`${file} is of backup format ${parsed.data.version}; this shop reads up to ${BACKUP_VERSION}: update the shop first`);
    const imagesDir = path.join(dir, 'images');
    const imageKeys = existsSync(imagesDir) ? (await readdir(imagesDir)).filter(isImageKey) : [];
    return { manifest: parsed.data, sql: await readFile(path.join(dir, 'database.sql'), 'utf8'), imagesDir, imageKeys, dispose };
  } catch (error) {
    await dispose();
    if (
      error instanceof Error &&
      /TAR_BAD_ARCHIVE|zlib|unexpected end|incorrect header/i.test(`${(error as NodeJS.ErrnoException).code} ${error.message}`)
    )
      throw new Error(`${file} is not a shop backup (not a readable .tar.gz)`);
    throw error;
  }
}
