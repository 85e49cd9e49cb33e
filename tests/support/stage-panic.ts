import { statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.js';

/**
 * Run by tests/process/pglite-panic.test.ts as a process of its own (`tsx`), since a PANIC ends
 * the process: the embedded database on `dataDir` commits a note, then a filler takes the disk
 * but 2 MB and a statement outside a transaction asks for a new 16 MB WAL segment.
 * Usage: tsx tests/support/stage-panic.ts <dataDir> <filler>
 */
const [dataDir, filler] = process.argv.slice(2);
if (!dataDir || !filler) throw new Error('usage: stage-panic.ts <dataDir> <filler>');
// No commit flusher: it would make the next WAL segment ahead, which is what keeps a PANIC away.
const { db } = await openDatabase({ kind: 'pglite', dataDir, durable: false });
await db.execute(sql`create table notes (id serial primary key, v text)`);
await db.execute(sql`insert into notes (v) values ('before')`);
const { bavail, bsize } = statfsSync(path.dirname(dataDir));
writeFileSync(filler, Buffer.alloc(bavail * bsize - 2_000_000));
await db.execute(sql`select pg_switch_wal()`);
await db.execute(sql`insert into notes (v) values ('refused')`);
console.log('the insert was taken without a PANIC');
