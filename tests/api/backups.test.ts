import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStorage } from '#server/lib/configured-image-storage.js';
import { createBackupService } from '#server/modules/backups/service.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory } from '../support/catalog-fixtures.js';
import { signUp } from '../support/factories.js';

/** Backups made by the server (decision 0022): the daily schedule, the one before a migration, the operator's status. */
let shop: TestShop;
const work = mkdtempSync(path.join(tmpdir(), 'shop-backup-api-'));
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
  rmSync(work, { recursive: true, force: true });
});

/** A backup service on the test shop's database with a clock the test sets. */
function backupsAt(dir: string | undefined, { hour = 2, keep = 3 } = {}) {
  let now = new Date();
  const lines: string[] = [];
  const service = createBackupService({
    database: shop.database,
    storage: createImageStorage(shop.config, shop.database),
    dataDir: shop.config.dataDir,
    settings: { dir, hour, keep },
    clock: () => now,
    log: { info: (_obj, msg) => lines.push(msg), error: (_obj, msg) => lines.push(msg) },
  });
  return {
    service,
    lines,
    setTime: (iso: string) => {
      now = new Date(iso);
    },
  };
}

async function manifestOf(file: string): Promise<Record<string, unknown>> {
  let text = '';
  await tar.t({ file, onReadEntry: (entry) => entry.path === 'manifest.json' && entry.on('data', (c: Buffer) => (text += c)) });
  return JSON.parse(text);
}

describe('scheduled backups', () => {
  it('makes one backup a day in the backup hour (IST) and keeps the newest BACKUP_KEEP', async () => {
    const dir = path.join(work, 'daily');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'notes.txt'), 'the owner keeps this');
    const { service, setTime } = backupsAt(dir, { hour: 2, keep: 3 });

    setTime('2026-11-20T20:29:00Z'); // 01:59 IST on the 21st: not yet
    expect(await service.tick()).toBeUndefined();
    setTime('2026-11-20T20:35:00Z'); // 02:05 IST
    expect((await service.tick())?.file).toBe(path.join(dir, 'shop-2026-11-20T20-35-00Z.tar.gz'));
    setTime('2026-11-20T21:25:00Z'); // 02:55 IST, the same day: done already
    expect(await service.tick()).toBeUndefined();
    setTime('2026-11-20T21:35:00Z'); // 03:05 IST: past the hour
    expect(await service.tick()).toBeUndefined();

    for (const day of ['21', '22', '23', '24']) {
      setTime(`2026-11-${day}T20:40:00Z`);
      expect(await service.tick()).toBeDefined();
    }
    expect(readdirSync(dir).sort()).toEqual([
      'notes.txt',
      'shop-2026-11-22T20-40-00Z.tar.gz',
      'shop-2026-11-23T20-40-00Z.tar.gz',
      'shop-2026-11-24T20-40-00Z.tar.gz',
    ]);
    const manifest = await manifestOf(path.join(dir, 'shop-2026-11-24T20-40-00Z.tar.gz'));
    expect(manifest).toMatchObject({
      format: 'grocery-shop-backup',
      version: 1,
      engine: shop.database.kind,
      createdAt: '2026-11-24T20:40:00.000Z',
    });
  }, 60_000);

  it('finds the day’s backup in the folder after a restart and does not make a second', async () => {
    const dir = path.join(work, 'restarted');
    const first = backupsAt(dir);
    first.setTime('2026-11-25T20:31:00Z');
    expect(await first.service.tick()).toBeDefined();
    const second = backupsAt(dir);
    second.setTime('2026-11-25T21:10:00Z');
    expect(await second.service.tick()).toBeUndefined();
    expect(readdirSync(dir)).toHaveLength(1);
  }, 60_000);

  it('makes none without BACKUP_DIR', async () => {
    const { service, setTime } = backupsAt(undefined);
    setTime('2026-11-25T20:31:00Z');
    expect(await service.tick()).toBeUndefined();
  });
});

describe('the backup before a migration', () => {
  it('backs up a shop whose database lacks the code’s newest migration, and leaves a current one alone', async () => {
    const dir = path.join(work, 'before-migration');
    const { service } = backupsAt(dir);
    expect(await service.beforeMigrations()).toBeUndefined();

    const [last] = (
      (await shop.database.db.execute(
        sql`select id, hash, created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; at: string }[] }
    ).rows;
    await shop.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const written = await service.beforeMigrations();
      expect(written?.file).toMatch(/\/before-migration-(\d+)-to-(\d+)-[\dT-]+Z\.tar\.gz$/);
      const [, from, to] = /before-migration-(\d+)-to-(\d+)-/.exec(written!.file)!;
      expect(Number(to) - Number(from)).toBe(1);
      expect((await manifestOf(written!.file)).migrations).toBe(Number(from));
    } finally {
      await shop.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.at}::bigint)`,
      );
    }
  }, 60_000);
});

describe('the backup in GET /api/admin/status', () => {
  it('tells an Admin when this server last backed up and why the last attempt failed; guests and customers are refused', async () => {
    const admin = await signUp(shop, { role: 'Admin' });
    const customer = await signUp(shop);
    const ask = (cookie?: string) => shop.app.inject({ method: 'GET', url: '/api/admin/status', headers: cookie ? { cookie } : {} });
    expect((await ask()).statusCode).toBe(401);
    expect((await ask(customer.cookie)).statusCode).toBe(403);
    const fresh = await ask(admin.cookie);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().status.backup).toEqual({
      lastAt: null,
      lastError: null,
      lastFailedAt: null,
      lastFile: null,
      dir: null,
      hour: 2,
      keep: 7,
    });

    await addCategory(shop, admin.cookie, 'Dairy');
    const file = path.join(work, 'by-hand.tar.gz');
    await shop.app.backups.backupTo(file, 'test');
    const done = (await ask(admin.cookie)).json().status.backup;
    expect(done).toMatchObject({ lastError: null, lastFile: file });
    expect(Date.parse(done.lastAt)).not.toBeNaN();

    // A folder where the file should be: the backup cannot be written.
    const blocked = path.join(work, 'blocked.tar.gz');
    mkdirSync(`${blocked}`);
    await expect(shop.app.backups.backupTo(blocked, 'test')).rejects.toThrow(/EISDIR|directory/i);
    const failed = (await ask(admin.cookie)).json().status.backup;
    expect(failed.lastAt).toBe(done.lastAt);
    expect(failed.lastFile).toBe(file);
    expect(failed.lastError).toMatch(/EISDIR|directory/i);
    expect(Date.parse(failed.lastFailedAt)).toBeGreaterThanOrEqual(Date.parse(done.lastAt));

    await shop.app.backups.backupTo(file, 'test');
    expect((await ask(admin.cookie)).json().status.backup).toMatchObject({ lastError: null, lastFailedAt: null, lastFile: file });
  }, 60_000);
});
