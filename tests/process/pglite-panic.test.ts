import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.js';
import { EXIT_DATABASE_STOPPED } from '#server/db/embedded-client.js';
import { mountTinyDisk, type TinyDisk } from '../support/tiny-disk.js';

/**
 * PGlite's PANIC on a full disk (decision 0023): a WAL segment it cannot create stops the
 * instance for good, so the process ends with a line saying why and EX_TEMPFAIL, for the service
 * manager to start it again: while the disk is still full a start is refused at once, saying so,
and once there is room WAL recovery keeps every commit. Staged in a
 * process of its own (tests/support/stage-panic.ts) directly on the database: through the API a
 * PANIC would come inside a transaction, where PGlite hangs.
 */
let disk: TinyDisk | undefined;

afterAll(() => disk?.remove({ lazy: true }));

describe('the embedded database after a PANIC on a full disk', () => {
  it('ends the process with a clear line, and a restart once there is room keeps every commit', async () => {
    disk = mountTinyDisk('64m');
    const dataDir = path.join(disk.dir, 'pglite');
    const filler = path.join(disk.dir, 'filler');
    const staged = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/stage-panic.ts', dataDir, filler], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(staged.stdout).not.toContain('taken without a PANIC');
    expect(staged.status).toBe(EXIT_DATABASE_STOPPED);
    const line = staged.stderr.split('\n').find((text) => text.includes('"fault":"database-stopped"'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 'fatal', msg: expect.stringContaining('PANIC') });

    // Started again while the disk is still full: a refusal at once, saying why (the service
    // manager tries again every few seconds).
    const refused = await openDatabase({ kind: 'pglite', dataDir, durable: false }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect((refused as Error).message).toMatch(/cannot start: the disk of .* has [\d.]+ MB free and needs 17 MB/);

    rmSync(filler);
    const database = await openDatabase({ kind: 'pglite', dataDir, durable: false });
    try {
      const { rows } = (await database.db.execute(sql`select v from notes order by id`)) as unknown as { rows: { v: string }[] };
      expect(rows.map((row) => row.v)).toEqual(['before']);
    } finally {
      await database.close();
    }
  }, 90_000);
});
