import { rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.js';
import { isDiskFull } from '#server/lib/disk-space.js';
import { mountTinyDisk, type TinyDisk } from '../support/tiny-disk.js';

/**
 * PGlite's PANIC on a full disk (decision 0023): a WAL segment it cannot create stops the
 * instance for good. The database sets it aside, fails statements at once while the disk is
 * full, and reopens the data directory by itself once there is room, every commit kept. Staged
 * directly on the database (a statement outside a transaction asking for a new WAL segment on a
 * full tmpfs): through the API a PANIC would come inside a transaction, where PGlite hangs.
 */
let disk: TinyDisk | undefined;
let database: Database | undefined;

afterAll(async () => {
  await database?.close();
  // Lazily: the stopped instance, left to the garbage collector, still holds its files open.
  disk?.remove({ lazy: true });
});

describe('the embedded database after a PANIC on a full disk', () => {
  it('refuses at once while the disk is full, then reopens by itself and keeps every commit', async () => {
    disk = mountTinyDisk('64m');
    const mountPoint = disk.dir;
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(mountPoint, 'pglite'), durable: false });
    const { db } = database;
    await db.execute(sql`create table notes (id serial primary key, v text)`);
    await db.execute(sql`insert into notes (v) values ('before')`);
    const { bavail, bsize } = statfsSync(mountPoint);
    const filler = path.join(mountPoint, 'filler');
    writeFileSync(filler, Buffer.alloc(bavail * bsize - 2_000_000));
    // The next statement that writes WAL needs a new 16 MB segment: the disk has 2 MB.
    await db.execute(sql`select pg_switch_wal()`);

    const panic = await db.execute(sql`insert into notes (v) values ('refused')`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect((panic as { cause?: { severity?: string; code?: string } }).cause).toMatchObject({ severity: 'PANIC', code: '53100' });
    const started = Date.now();
    const stopped = await db.execute(sql`select 1`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDiskFull(stopped)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);

    rmSync(filler);
    // Reopening is tried at most every 2 seconds.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await db.execute(sql`insert into notes (v) values ('after')`);
    const { rows } = (await db.execute(sql`select v from notes order by id`)) as unknown as { rows: { v: string }[] };
    expect(rows.map((row) => row.v)).toEqual(['before', 'after']);
  }, 60_000);
});
