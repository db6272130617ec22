import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED } from '../src/db/prepared';
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
});
