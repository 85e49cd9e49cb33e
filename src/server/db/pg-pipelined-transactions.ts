import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';

/**
 * Transactions in fewer round trips on PostgreSQL (decision 0032). The pool's clients run in
 * `pg`'s pipeline mode, which writes a query without waiting for the answers to those before it,
 * and this Client class uses that for the two statements that carry no answer a transaction
 * needs: its BEGIN is sent in one write with its first statement, and a statement marked as its
 * last (`lastStatement`) is sent in one write with its COMMIT. A checkout is then two round trips
 * instead of four.
 *
 * - BEGIN is answered at once and held; the next query on the connection (the transaction's
 *   first statement, or its COMMIT or ROLLBACK when it ran none) sends it first. Its own answer
 *   is awaited with the COMMIT: should it ever fail, the COMMIT fails with its error.
 * - A marked statement goes out with a COMMIT behind it, and Drizzle's own COMMIT afterwards is
 *   answered with that one's answer. Should the statement fail, PostgreSQL answers the COMMIT of
 *   the failed transaction with a rollback, and Drizzle's ROLLBACK afterwards only draws a
 *   warning. Nothing may run in the transaction after its last statement.
 */

/** The mark at the end of a transaction's last statement's text (a comment: PGlite runs it as it is). */
const LAST_STATEMENT = '/* last statement: commit with it */';

/** `statement`, marked as its transaction's last: on PostgreSQL the COMMIT travels with it. */
export function lastStatement(statement: SQL): SQL {
  return sql`${statement} ${sql.raw(LAST_STATEMENT)}`;
}

type QueryConfig = { text?: unknown; values?: unknown };

const textOf = (config: unknown): string | undefined =>
  typeof config === 'string'
    ? config
    : typeof (config as QueryConfig)?.text === 'string'
      ? ((config as QueryConfig).text as string)
      : undefined;

/** An answer for a statement held back: what `pg` gives for a statement without rows. */
const noRows = (command: string) => ({ command, rowCount: null, rows: [], fields: [], oid: null });

/**
 * A Client class for a `pg.Pool` made with `pipeline: true`: a transaction's BEGIN goes with its
 * first statement, and its last statement with its COMMIT. Queries given a callback, and
 * submittables (cursors, streams), pass as they are.
 */
export function pipelinedTransactionsClient(Client: typeof pg.Client): typeof pg.Client {
  return class PipelinedTransactionsClient extends Client {
    /** The BEGIN held until the transaction's next query. */
    // biome-ignore lint/suspicious/noExplicitAny: handed back to pg's query() as it came.
    #begin: { config: any; values: any } | undefined;
    /** The BEGIN's answer, sent with the first statement; awaited with the COMMIT. */
    #begun: Promise<unknown> | undefined;
    /** The COMMIT sent with the last statement, for Drizzle's COMMIT to answer with. */
    #committed: Promise<unknown> | undefined;

    // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes every argument on.
    override query(config: any, ...rest: any[]): any {
      const text = textOf(config);
      const plain = text !== undefined && typeof config?.submit !== 'function' && !rest.some((arg) => typeof arg === 'function');
      const command = plain ? text.trim().toLowerCase() : '';
      if (command === 'begin' || command.startsWith('begin ')) {
        this.#begin = { config, values: rest[0] };
        return Promise.resolve(noRows('BEGIN'));
      }
      if ((command === 'commit' || command === 'rollback') && this.#begin) {
        // The transaction ran nothing: its BEGIN was never sent.
        this.#begin = undefined;
        return Promise.resolve(noRows(command.toUpperCase()));
      }
      if (command === 'commit') {
        const committed = this.#committed ?? this.#afterBegin(super.query(config, ...rest));
        this.#committed = undefined;
        return committed;
      }
      if (command === 'rollback') {
        this.#begun = undefined;
        this.#committed = undefined;
      }
      const last = plain && text.endsWith(LAST_STATEMENT);
      if (!this.#begin && !last) return super.query(config, ...rest);

      // One write for the held BEGIN, the statement and its COMMIT.
      const stream = (this as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
      stream.cork();
      try {
        if (this.#begin) {
          const begin = this.#begin;
          this.#begin = undefined;
          this.#begun = super.query(begin.config, begin.values) as Promise<unknown>;
          // Its failure is reported by the COMMIT (a ROLLBACK makes it moot).
          this.#begun.catch(() => undefined);
        }
        const answer = super.query(config, ...rest);
        if (last) this.#committed = this.#afterBegin(super.query('commit'));
        return answer;
      } finally {
        stream.uncork();
      }
    }

    /**
     * The COMMIT's answer, or the BEGIN's error should the BEGIN have failed. Left unread when
     * the last statement fails (Drizzle then asks for a ROLLBACK), so never an unhandled rejection.
     */
    #afterBegin(commit: Promise<unknown>): Promise<unknown> {
      const begun = this.#begun;
      this.#begun = undefined;
      commit.catch(() => undefined);
      const answer = begun ? begun.then(() => commit) : commit;
      answer.catch(() => undefined);
      return answer;
    }
  } as typeof pg.Client;
}
