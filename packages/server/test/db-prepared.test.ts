import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { PREPARED } from '../src/db/prepared';
import { loadEnv } from '../src/env';
import { startTestServer, TEST_DB, type TestServer } from './harness';

describe('queries marked PREPARED (db/prepared.ts)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answer as any query, and on PostgreSQL are named statements of the connection', async () => {
    await server.database.db.transaction().execute(async (trx) => {
      for (const value of [1, 2]) {
        const { rows } = await sql<{
          doubled: number;
        }>`${PREPARED} select ${value}::int * 2 as doubled`.execute(trx);
        expect(rows).toEqual([{ doubled: value * 2 }]);
      }
      if (TEST_DB !== 'postgres') return;
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        trx,
      );
      expect(rows.filter((row) => row.statement.includes('as doubled'))).toHaveLength(1);
    });
  });

  it('stay unnamed with DATABASE_PREPARED_STATEMENTS=false (a pooler in transaction mode)', async () => {
    expect(
      loadEnv({ NODE_ENV: 'test', DATABASE_PREPARED_STATEMENTS: 'false' }).DATABASE_PREPARED_STATEMENTS,
    ).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).DATABASE_PREPARED_STATEMENTS).toBe(true);
    if (TEST_DB !== 'postgres') return;
    const unprepared = await openDatabase({
      databaseUrl: server.env.DATABASE_URL,
      preparedStatements: false,
    });
    try {
      await unprepared.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ tripled: number }>`${PREPARED} select ${2}::int * 3 as tripled`.execute(
          trx,
        );
        expect(rows).toEqual([{ tripled: 6 }]);
        const prepared = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements`.execute(trx);
        expect(prepared.rows.filter((row) => row.statement.includes('as tripled'))).toHaveLength(0);
      });
    } finally {
      await unprepared.close();
    }
  });
});
