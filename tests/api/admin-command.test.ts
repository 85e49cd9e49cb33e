import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFrom } from '#server/config.js';
import { openConfiguredDatabase } from '#server/db/open-for-config.js';
import { createPasswordHasher } from '#server/lib/passwords.js';
import { createAuditService } from '#server/modules/audit/service.js';
import { createUsersService } from '#server/modules/users/service.js';
import { runAdminCommand } from '../../scripts/admin.js';

// The command runs on its own embedded database in a temporary DATA_DIR, as `npm run admin` would.
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-admin-'));
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Opens the command's database for a look, and closes it (and its lock) again. */
async function withUsers<T>(fn: (users: ReturnType<typeof createUsersService>) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(configFrom(env));
  try {
    await database.migrate();
    return await fn(createUsersService({ db: database.db, audit: createAuditService({ db: database.db }) }));
  } finally {
    await database.close();
  }
}

describe('npm run admin', () => {
  it('creates an Admin who can log in with the given password', async () => {
    const line = await runAdminCommand(['--email', 'Owner@Example.com', '--password', 'strong secret 1', '--first', 'Asha'], env);
    expect(line).toBe('Created the Admin owner@example.com.');
    const row = await withUsers((users) => users.findByEmail('owner@example.com'));
    expect(row).toMatchObject({ role: 'Admin', firstName: 'Asha', lastName: 'Admin', email: 'owner@example.com' });
    const hasher = createPasswordHasher(configFrom(env).passwordHash);
    expect(await hasher.verifyPassword(row?.passwordHash ?? undefined, 'strong secret 1')).toBe(true);
  });

  it('promotes an existing customer and keeps their password', async () => {
    const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    await withUsers(async (users) =>
      users.create({
        firstName: 'Kiran',
        lastName: 'Rao',
        email: 'kiran@example.com',
        passwordHash: await hasher.hashPassword('kiran secret 1'),
      }),
    );
    expect(await runAdminCommand(['--email', 'KIRAN@example.com'], env)).toBe('kiran@example.com is now an Admin.');
    const row = await withUsers((users) => users.findByEmail('kiran@example.com'));
    expect(row).toMatchObject({ role: 'Admin', firstName: 'Kiran' });
    expect(await hasher.verifyPassword(row?.passwordHash ?? undefined, 'kiran secret 1')).toBe(true);
  });

  it('stops with a usage line or a clear reason on bad input, changing nothing', async () => {
    await expect(runAdminCommand([], env)).rejects.toThrow(/Usage/);
    await expect(runAdminCommand(['--email', 'not-an-email'], env)).rejects.toThrow(/Usage/);
    await expect(runAdminCommand(['--email', 'x@example.com', '--password', 'short'], env)).rejects.toThrow(/--password/);
    await expect(runAdminCommand(['--email', 'x@example.com', '--colour', 'red'], env)).rejects.toThrow(/Unknown option '--colour'/);
    await expect(runAdminCommand(['--email', 'newcomer@example.com'], env)).rejects.toThrow(/--password/);
    expect(await withUsers((users) => users.findByEmail('newcomer@example.com'))).toBeUndefined();
  });
});
