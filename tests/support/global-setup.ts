import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.js';
import { migrationsDir } from '#server/lib/paths.js';
import { withAdminClient } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL runs: the migrated template database each test file copies. */
    templateDatabase: string;
    /** PGlite runs: the file holding a migrated database's files, each test file's copy. */
    pgliteTemplate: string;
  }
}

/**
 * One migrated template per run (its own name, so runs side by side don't collide), copied by
 * each test file and removed at the end: a PostgreSQL database, or PGlite's files in a temporary
 * file. A copy opens in a fraction of the time a new PGlite database takes to make and migrate.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const name = `shop_template_${randomBytes(4).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.name === 'postgres' && adminUrl) {
    await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('templateDatabase', name);
    return () => withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  }
  const file = path.join(tmpdir(), `${name}.tar`);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: migrationsDir });
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
