import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { namedStatementsClient } from '#server/db/pg-named-statements.js';
import { lastStatement, pipelinedTransactionsClient } from '#server/db/pg-pipelined-transactions.js';

/**
 * A TCP relay in front of PostgreSQL that counts what the client sends in one go: a client that
 * waits for an answer before it writes again makes one count per trip.
 */
async function countingRelay(target: URL) {
  let trips = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.on('data', (chunk) => {
      trips++;
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    /** Trips since the last call. */
    take() {
      const counted = trips;
      trips = 0;
      return counted;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// PostgreSQL through the `pg` driver only: PGlite runs in the process, with no trips to save.
describe.runIf(process.env.TEST_DATABASE_URL)('transactions in fewer trips on PostgreSQL', () => {
  const table = `pipelined_${randomBytes(4).toString('hex')}`;
  let relay: Awaited<ReturnType<typeof countingRelay>>;
  let pool: pg.Pool;
  let db: ReturnType<typeof drizzle>;
  const rows = async () => (await pool.query(`select n from ${table} order by n`)).rows.map((row) => row.n);

  beforeAll(async () => {
    relay = await countingRelay(new URL(process.env.TEST_DATABASE_URL!));
    // One connection, as the shop's pool makes them: every transaction below runs on the same session.
    pool = new pg.Pool({
      connectionString: relay.url,
      max: 1,
      pipeline: true,
      Client: pipelinedTransactionsClient(namedStatementsClient(pg.Client)),
    });
    db = drizzle(pool);
    await pool.query(`create table ${table} (n int primary key)`);
  });
  afterAll(async () => {
    await pool.query(`drop table if exists ${table}`);
    await pool.end();
    await relay.close();
  });
  beforeEach(async () => {
    await pool.query(`truncate ${table}`);
    relay.take();
  });

  it('sends a transaction of two statements in two trips: BEGIN with the first, COMMIT with the last', async () => {
    const ids = await db.transaction(async (tx) => {
      const first = await tx.execute(sql`insert into ${sql.identifier(table)} values (${1}) returning txid_current() as id`);
      const last = await tx.execute(lastStatement(sql`insert into ${sql.identifier(table)} values (${2}) returning txid_current() as id`));
      return [first.rows[0]!.id, last.rows[0]!.id];
    });
    expect(relay.take()).toBe(2);
    expect(ids[0]).toBe(ids[1]);
    expect(await rows()).toEqual([1, 2]);
  });

  it('sends an unmarked last statement and its COMMIT apart, with the same outcome', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.identifier(table)} values (${1})`);
      await tx.execute(sql`insert into ${sql.identifier(table)} values (${2})`);
    });
    expect(relay.take()).toBe(3);
    expect(await rows()).toEqual([1, 2]);
  });

  it('rolls the whole transaction back when its last statement fails, and the connection works on', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${sql.identifier(table)} values (${1})`);
        await tx.execute(lastStatement(sql`insert into ${sql.identifier(table)} values (${1})`));
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await rows()).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.execute(lastStatement(sql`insert into ${sql.identifier(table)} values (${3})`));
    });
    expect(await rows()).toEqual([3]);
  });

  it('rolls back after a failed first statement, and after a refusal between statements', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${sql.identifier(table)} values (${1} / ${0}::int)`);
      }),
    ).rejects.toMatchObject({ cause: { code: '22012' } });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${sql.identifier(table)} values (${4})`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await rows()).toEqual([]);
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('sends nothing for a transaction that runs no statement', async () => {
    await db.transaction(async () => {});
    await expect(
      db.transaction(async () => {
        throw new Error('nothing to do');
      }),
    ).rejects.toThrow('nothing to do');
    expect(relay.take()).toBe(0);
    // The connection is not left in a transaction: a plain statement commits on its own.
    await pool.query(`insert into ${table} values (5)`);
    expect(await rows()).toEqual([5]);
  });
});
