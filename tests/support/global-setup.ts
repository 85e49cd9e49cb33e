import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.js';
import { withAdminClient } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/**
 * PostgreSQL runs: one migrated template database per run (its own name, so runs side by side
 * don't collide), copied by each test file and dropped at the end.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.name !== 'postgres' || !adminUrl) return undefined;
  const template = `shop_template_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('templateDatabase', template);
  return () =>
    withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${template} with (force)`)).then(() => undefined);
}
