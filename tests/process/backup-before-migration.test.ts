import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.js';
import { migrationsDir } from '#server/lib/paths.js';
import { openShopDatabase, runCommand } from '../support/backups.js';
import { UNDER_UMASK_022 } from '../support/file-modes.js';
import { startShopProcess, unusedPort, waitUntilHealthy } from '../support/shop-process.js';

/**
 * A shop one migration behind the code (decision 0022): its start backs it up before migrating,
 * and a backup made at that level restores into the current one.
 */
const work = mkdtempSync(path.join(tmpdir(), 'shop-old-'));
const old = path.join(work, 'old');
const backupDir = path.join(work, 'backups');
const port = await unusedPort();
const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
const total = journal.entries.length;

async function appliedMigrations(target: { dataDir: string }): Promise<number> {
  const database = await openShopDatabase(target);
  try {
    const { rows } = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(rows[0]!.n);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  // The migrations of the release before the newest, and a category made under them.
  const olderMigrations = path.join(work, 'migrations');
  cpSync(migrationsDir, olderMigrations, { recursive: true });
  writeFileSync(
    path.join(olderMigrations, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, total - 1) }),
  );
  mkdirSync(old);
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(old, 'pglite'), durable: false });
  await migrate(database.db as never, { migrationsFolder: olderMigrations });
  await database.db.execute(sql`insert into categories (name, image_key) values ('Dairy', 'dairy.webp')`);
  await database.close();
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a shop one migration behind', () => {
  it('restores a backup of it into an empty DATA_DIR and brings it to the current migration', async () => {
    const file = path.join(work, 'old.tar.gz');
    const made = await runCommand('backup', [file], { DATA_DIR: old });
    expect(made.code, made.output).toBe(0);
    const restoredDir = path.join(work, 'restored');
    const restored = await runCommand('restore', [file], { DATA_DIR: restoredDir });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`migrations ${total - 1} → ${total}`);
    expect(await appliedMigrations({ dataDir: restoredDir })).toBe(total);
  }, 120_000);

  it("is backed up by its next start before the migration is applied, into a BACKUP_DIR and a file that are the owner's alone", async () => {
    const shop = startShopProcess(
      {
        DATA_DIR: old,
        BACKUP_DIR: backupDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
      },
      { wrapper: UNDER_UMASK_022 },
    );
    try {
      await waitUntilHealthy(shop, port);
    } finally {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
    const files = readdirSync(backupDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^before-migration-${total - 1}-to-${total}-[\\dT-]+Z\\.tar\\.gz$`));
    expect(shop.output()).toMatch(/backup written: .*before-migration-/);
    // Started under umask 022, the shop still makes both closed to other users (decision 0042).
    expect(lstatSync(backupDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(path.join(backupDir, files[0]!)).mode & 0o777).toBe(0o600);
    expect(await appliedMigrations({ dataDir: old })).toBe(total);

    // The backup holds the shop as it was: one migration behind, with its category.
    const restoredDir = path.join(work, 'from-before-migration');
    const restored = await runCommand('restore', [path.join(backupDir, files[0]!)], { DATA_DIR: restoredDir });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`migrations ${total - 1} → ${total}`);
  }, 180_000);
});
