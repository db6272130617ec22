import { sql } from 'kysely';
import type pg from 'pg';

const MARK = '/* prepared */';

/**
 * Put first in a query every request runs (`sql\`${PREPARED} select …\``): on PostgreSQL it becomes
 * a named prepared statement, parsed and planned once per pooled connection rather than on every
 * request. Planning was most of PostgreSQL's work for these (the bearer check: 0.21 ms of the
 * server's CPU unnamed, 0.035 ms prepared; `pnpm bench:load`), and PostgreSQL shares the cores with
 * the app. Only for SQL whose text is fixed (values as parameters): each distinct text is one
 * statement on each connection. PGlite reads the mark as the comment it is.
 */
export const PREPARED = sql.raw(`${MARK} `);

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `caoscan_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/** Makes every client of the pool send marked queries as named prepared statements. */
export function prepareMarkedQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (typeof text === 'string' && text.startsWith(MARK) && args.length <= 2) {
        return query({ name: statementName(text), text, values });
      }
      return query(...args);
    }) as typeof client.query;
  });
}
