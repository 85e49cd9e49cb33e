import { spawn } from 'node:child_process';
import { type PGlite, protocol } from '@electric-sql/pglite';

/**
 * Dumps and loads the shop's database as plain SQL with each engine's own pg_dump (decision
 * 0022): PGlite's WebAssembly build from @electric-sql/pglite-tools, Debian's postgresql-client
 * for PostgreSQL. The options make one dump load into either engine: no owners or grants (the
 * target's user owns what it loads), no comments (COMMENT ON EXTENSION needs the extension's
 * owner), INSERT statements rather than COPY (PGlite runs SQL, not psql's COPY FROM stdin).
 */
const DUMP_OPTIONS = ['--no-owner', '--no-privileges', '--no-comments', '--rows-per-insert=100', '--quote-all-identifiers'];

/**
 * PGlite's pg_dump, run inside the server process that holds the database. PGlite is one session
 * shared by every request, and each of its queries, execs and transactions first takes its
 * transaction lock: the dump runs inside `transaction()`, whose BEGIN is rolled back at once so
 * that pg_dump opens its own snapshot, and no request's statement lands inside the dump meanwhile
 * (pg_dump's run is synchronous WebAssembly anyway). `alongside` runs under the same lock, after
 * the dump: what it copies (the pictures on disk) is of the dump's very moment. pg_dump talks to
 * PGlite through `execProtocolRawStream`, which takes no lock, and leaves its read-only
 * transaction open, its settings set and its statements prepared: all are undone before the lock
 * is given back.
 */
export async function dumpPglite(client: PGlite, alongside?: () => Promise<void>): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  return client.transaction(async (tx) => {
    await tx.rollback();
    // pgDump's own wrapper reads and restores the search path through `query`, which would wait
    // for the lock held here; this session view answers it without.
    const session = {
      query: async () => ({ rows: [{ search_path: 'public' }] }),
      exec: async () => [],
      execProtocolRawStream: client.execProtocolRawStream.bind(client),
    } as unknown as PGlite;
    try {
      const file = await pgDump({ pg: session, args: DUMP_OPTIONS });
      const text = await file.text();
      await alongside?.();
      return text;
    } finally {
      await client.execProtocolRaw(protocol.serialize.query('ROLLBACK; RESET ALL; DEALLOCATE ALL'));
    }
  });
}

/**
 * Debian's pg_dump against the database: its own snapshot, so the shop goes on taking orders.
 * The password goes in its environment, not its arguments, which every local user may list.
 */
export function dumpPostgres(url: string): Promise<string> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', [...DUMP_OPTIONS, '--dbname', address.toString()], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: password ? { ...process.env, PGPASSWORD: password } : process.env,
    });
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' ? new Error('pg_dump was not found: install postgresql-client (apt-get install postgresql-client)') : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`pg_dump failed (exit ${code}): ${errors.trim().replace(/postgres(ql)?:\/\/[^\s]*/g, '(the database)')}`));
    });
  });
}

/**
 * The dump made ready for the engine that loads it:
 * - psql's `\restrict KEY` / `\unrestrict KEY` lines (newer pg_dump releases) are psql commands,
 *   not SQL; the key is random per dump, so no stored text can look like one;
 * - a `SET` of the dump's preamble that the target does not know is left out (pg_dump 18 of
 *   PGlite writes `SET transaction_timeout`, which PostgreSQL 15 refuses). Only the preamble,
 *   before the first CREATE or INSERT: a shopper's address may hold any line at all.
 */
export function sqlForTarget(dump: string, knownSettings: ReadonlySet<string>): string {
  const lines = dump.split('\n');
  // pg_dump writes its \restrict line at the top, before any statement.
  const preambleEnd = lines.findIndex((line) => /^(CREATE|INSERT) /.test(line));
  const restrict = lines
    .slice(0, preambleEnd === -1 ? lines.length : preambleEnd)
    .find((line) => /^\\restrict \S+$/.test(line))
    ?.slice('\\restrict '.length);
  let preamble = true;
  const kept: string[] = [];
  for (const line of lines) {
    if (restrict && (line === `\\restrict ${restrict}` || line === `\\unrestrict ${restrict}`)) continue;
    if (preamble && /^(CREATE|INSERT) /.test(line)) preamble = false;
    const set = preamble ? /^SET ([a-z_]+) = .*;$/.exec(line) : null;
    if (set?.[1] && !knownSettings.has(set[1])) continue;
    kept.push(line);
  }
  return kept.join('\n');
}
