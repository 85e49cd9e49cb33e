import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Named prepared statements for PGlite (decision 0025). PGlite's own `query()` sends every
 * statement anew: PostgreSQL parses and plans it each time, and the client asks for its
 * parameter types in a round trip of its own. On PGlite that work runs on the server's one
 * thread, slower than native (a session lookup: 468 µs, and 121 µs as a prepared statement).
 * Here each statement text is parsed once per instance as a named statement, its parameter and
 * row descriptions kept; each run is then one message batch (bind, execute, sync), and
 * PostgreSQL's plan cache keeps the plan as it does for any driver's prepared statements
 * (a generic plan after five runs when it costs no more than the custom ones).
 *
 * Results, errors and locking are PGlite's own: the same parsers and serializers, the error
 * PGlite's query would throw (with the query and parameters on it), a statement outside a
 * transaction waits for any transaction to end, one inside runs in its transaction. What the
 * fast path cannot do (a blob for COPY, given parameter types) goes to PGlite's own query.
 */

/** PGlite's locks, which its own query() takes (0.5.x; checked when an instance is wrapped). */
interface PGliteLocks {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
}

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Statement {
  name: string;
  paramTypes: readonly number[];
  /** The statement's RowDescription (none for a statement that returns no rows); a run's answer does not repeat it. */
  rowDescription: Message | undefined;
}

/**
 * Statements kept per instance, the least recently used closed beyond it. The shop's queries are
 * a few hundred texts (a list of ids gives one text per length); a plan is a few kilobytes of
 * PostgreSQL's memory.
 */
export const MAX_STATEMENTS = 300;

/**
 * A kept statement PostgreSQL can no longer run as kept: a table changed its columns under it
 * (0A000 "cached plan must not change result type"), or the statement is gone (26000). It is
 * prepared again, once.
 */
const isStale = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return code === '26000' || (code === '0A000' && /cached plan must not change result type/.test(message ?? ''));
};

const { serialize } = protocol;

const FORGET = Symbol('forget the prepared statements');

/**
 * For code that ran `DEALLOCATE ALL` on the session (a dump's clean-up, db/dump.ts): the kept
 * statements are gone from PostgreSQL, so each is prepared again when next used. (A kept
 * statement found missing is prepared again anyway, but inside a transaction the failed bind
 * would already have aborted it.)
 */
export function forgetPreparedStatements(client: PGlite): void {
  (client as unknown as { [FORGET]?: () => void })[FORGET]?.();
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** `client` with query() (and a transaction's query()) running through named prepared statements. */
export function withPreparedStatements(client: PGlite): PGlite {
  const locks = client as unknown as PGliteLocks;
  for (const method of ['_checkReady', '_runExclusiveTransaction', '_runExclusiveQuery'] as const) {
    if (typeof locks[method] !== 'function')
      throw new Error(`PGlite has no ${method}(): src/server/db/prepared-statements.ts needs updating for this PGlite`);
  }
  const statements = new Map<string, Statement>();
  let made = 0;

  async function send(parts: readonly Uint8Array[], options: QueryOptions | undefined): Promise<Message[]> {
    const { messages } = await client.execProtocol(joined(parts), { syncToFs: false, onNotice: options?.onNotice });
    return messages;
  }

  async function forget(text: string): Promise<void> {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    // A statement that cannot be closed (an aborted transaction) only stays in PostgreSQL's memory.
    await send([serialize.close({ type: 'S', name: statement.name }), serialize.sync()], undefined).catch(() => undefined);
  }

  async function statementOf(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: a Map keeps insertion order.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    if (statements.size >= MAX_STATEMENTS) await forget(statements.keys().next().value as string);
    const name = `shop_${++made}`;
    const answer = await send([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()], options);
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(answer),
      rowDescription: answer.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  }

  /** As PGlite serialises a parameter: by the type PostgreSQL gave it, else as text. */
  function serialized(value: unknown, type: number | undefined, options: QueryOptions | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = (type !== undefined && (options?.serializers?.[type] ?? client.serializers[type])) || undefined;
    return serializer ? serializer(value) : String(value);
  }

  /**
   * The parsers and options to hand PGlite's result parser. Given a caller's parsers (Drizzle
   * gives nine with every statement), it spreads them and the client's 318 into a new object for
   * each statement: about 100 µs. A map that holds the caller's own and inherits the client's is
   * looked up the same way (`parsers[type]`) for 3 µs (decision 0025).
   */
  function parsingOf(options: QueryOptions | undefined): [PGlite['parsers'], QueryOptions | undefined] {
    if (!options?.parsers) return [client.parsers, options];
    return [Object.assign(Object.create(client.parsers), options.parsers), { ...options, parsers: undefined }];
  }

  async function run(text: string, params: readonly unknown[], options: QueryOptions | undefined, retried = false): Promise<Results> {
    try {
      const statement = await statementOf(text, options);
      const values = params.map((value, i) => serialized(value, statement.paramTypes[i], options));
      const answer = await send([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()], options);
      const messages = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
      return parse.parseResults(messages, ...parsingOf(options))[0]!;
    } catch (error) {
      if (!retried && isStale(error)) {
        await forget(text);
        return run(text, params, options, true);
      }
      // As PGlite's own query() marks its errors.
      Object.assign(error as object, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  const ownQueryOnly = (options: QueryOptions | undefined) => options?.blob !== undefined || options?.paramTypes !== undefined;

  async function query(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
    if (ownQueryOnly(options)) return client.query(text, params, options);
    await locks._checkReady();
    return locks._runExclusiveTransaction(() => locks._runExclusiveQuery(() => run(text, params, options)));
  }

  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property) {
        if (property !== 'query') return Reflect.get(target, property, target);
        return (text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (ownQueryOnly(options)) return target.query(text, params, options);
          if (target.closed) return Promise.reject(new Error('Transaction is closed'));
          return locks._runExclusiveQuery(() => run(text, params, options));
        };
      },
    });

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === FORGET) return () => statements.clear();
      if (property === 'transaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) => target.transaction((tx) => work(inTransaction(tx)));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
