import pg from 'pg';

/**
 * A new, empty database for the benchmark on the PostgreSQL server of `adminUrl` (dropped first if
 * a previous run left it); null when no server answers there.
 */
export async function freshPostgresDatabase(adminUrl: string, name: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The PostgreSQL server's version line, for the report. */
export async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}
