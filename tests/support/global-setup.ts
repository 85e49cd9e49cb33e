import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.js';
import { TEMPLATE_DB, withAdminClient } from './database.js';

/** PostgreSQL runs: one migrated template database, copied by each test file. */
export default async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.name !== 'postgres' || !adminUrl) return;
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await client.query(`create database ${TEMPLATE_DB}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  await database.migrate();
  await database.close();
}
