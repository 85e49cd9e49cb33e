import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalFlusher, type WalFlusher } from '#server/db/wal-flush.js';

/**
 * The commit flusher (wal-flush.ts) on a real PGlite data directory: whatever the WAL crosses,
 * each flush is of the segment the last commit was written to, and PGlite is asked which one
 * that is only when it may have changed. (tests/process/durable-commits.test.ts shows the flush
 * itself, traced, between each order's commit and its answer.)
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-wal-flush-'));
let db: PGlite;
let flusher: WalFlusher;
/** How often the flusher asked PGlite for the segment. */
let asked = 0;

beforeAll(async () => {
  db = await PGlite.create({ dataDir });
  const counting = new Proxy(db, {
    get(target, property) {
      if (property === 'query') {
        return (query: string, ...rest: unknown[]) => {
          if (query.includes('pg_walfile_name')) asked++;
          return (target.query as (...args: unknown[]) => unknown)(query, ...rest);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  flusher = createWalFlusher(counting as PGlite, dataDir);
});

afterAll(async () => {
  await db.close();
  await flusher.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the commit flusher', () => {
  it('flushes the segment each commit went to, across three segments, asking PGlite only at the changes', async () => {
    const segmentOf = async () => (await db.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name')).rows[0]!.name;
    const seen = new Set<string>();
    let flushes = 0;
    // 300 KB of WAL per commit, some 55 commits to a 16 MB segment.
    while (seen.size < 3) {
      await db.query("select pg_logical_emit_message(true, 'wal-flush-test', repeat('x', 300000))");
      const flushed = await flusher.flush();
      flushes++;
      const written = await segmentOf();
      expect(flushed).toBe(written);
      seen.add(written);
      // Let the next segment be made ahead, as it is between a shop's orders.
      if (flushes % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(`${flushes} flushes over three segments; PGlite asked for the segment ${asked} times`);
    expect(flushes).toBeGreaterThan(60);
    // The first flush, and about one more at each new segment until its successor is made.
    expect(asked).toBeLessThan(flushes / 4);
  }, 60_000);
});
