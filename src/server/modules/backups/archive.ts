import { existsSync } from 'node:fs';
import { type FileHandle, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import { isImageKey } from '#server/lib/image-storage.js';
import { createPrivateFile, PRIVATE_FILE, PRIVATE_FOLDER } from '#server/lib/private-files.js';

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
  if (near) await mkdir(near, { recursive: true, mode: PRIVATE_FOLDER });
  return mkdtemp(path.join(near ?? tmpdir(), '.backup-'));
}

/**
 * Writes the staged manifest, dump and images as one file, complete or not at all (a partial file
 * is renamed in). Password hashes, shoppers' e-mails and sessions are in it: every file of it is
 * the owner's alone from its first byte (decision 0042), the partial one too, which a reader
 * watching the folder could otherwise open while it is written.
 */
export async function writeArchive(staging: string, { manifest, sql }: { manifest: Manifest; sql: string }, file: string): Promise<number> {
  await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE });
  await writeFile(path.join(staging, 'database.sql'), sql, { mode: PRIVATE_FILE });
  await mkdir(path.join(staging, 'images'), { recursive: true, mode: PRIVATE_FOLDER });
  await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER });
  const partial = `${file}.partial`;
  let handle: FileHandle | undefined;
  try {
    handle = await createPrivateFile(partial);
    // Written chunk by chunk through the one handle, which is then flushed and measured.
    for await (const chunk of tar.c({ gzip: true, cwd: staging, portable: true }, ['manifest.json', 'database.sql', 'images']))
      await handle.write(chunk as Buffer);
    await handle.datasync();
    await rename(partial, file);
    return (await handle.stat()).size;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await handle?.close();
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
