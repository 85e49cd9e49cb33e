import type pg from 'pg';

/**
 * Named prepared statements for the `pg` driver (decision 0027). Drizzle sends every statement
 * unnamed, so PostgreSQL parses and plans it anew each time; for a checkout's last statement that
 * was about a third of PostgreSQL's CPU for the order. A statement with parameters is given a name
 * per text here, which `pg` parses once per connection and then only binds and executes; the
 * plan is PostgreSQL's plan cache's, as for any driver's prepared statements (five custom plans,
 * then the generic plan when it costs no more).
 */

/** Texts given a name, at most; later texts run unnamed, as before. The shop sends a few hundred. */
export const MAX_NAMED_TEXTS = 1000;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/** A Client class for pg.Pool whose parameterised queries run as named prepared statements. */
export function namedStatementsClient(Client: typeof pg.Client): typeof pg.Client {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= MAX_NAMED_TEXTS) return known;
    const name = `shop_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  return class NamedStatementsClient extends Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes every argument on.
    override query(config: any, ...rest: any[]): any {
      const values = Array.isArray(rest[0]) ? rest[0] : (config as QueryConfig)?.values;
      if (
        config &&
        typeof config === 'object' &&
        typeof config.text === 'string' &&
        config.name === undefined &&
        Array.isArray(values) &&
        values.length > 0
      ) {
        const name = nameOf(config.text);
        if (name) return super.query({ ...config, name }, ...rest);
      }
      return super.query(config, ...rest);
    }
  } as typeof pg.Client;
}
