import {
  ACTIVITY_SCOPES,
  CATALOGUE_EXTRACTION_STATUSES,
  ACTIVITY_TYPES,
  DOCUMENT_FORMATS,
  INVITATION_STATUSES,
  FILE_KINDS,
  ORGANIZATION_TYPES,
  SCAN_STATUSES,
  TASK_STATUSES,
  TASK_TYPES,
  TRANSACTION_TYPES,
  USER_STATUSES,
} from '@caoscan/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database';

/**
 * The database types take their status unions from core (src/db/schema.ts); the migrations' CHECK
 * constraints must allow exactly the same values, or a value core accepts fails in the database.
 */
describe('database CHECK constraints and the core contract', () => {
  let database: DatabaseHandle;
  let checks: string[];

  beforeAll(async () => {
    database = await openDatabase({});
    await migrateToLatest(database.db);
    const { rows } = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'c'
    `.execute(database.db);
    checks = rows.map((row) => row.definition);
  });
  afterAll(() => database.close());

  const allowed = (column: string) => {
    const definition = checks.find((check) => new RegExp(`\\(+${column}\\s*=\\s*ANY`).test(check));
    if (!definition) throw new Error(`no CHECK constraint on ${column}`);
    return [...definition.matchAll(/'([^']+)'::text/g)].map((match) => match[1]);
  };

  it.each([
    ['type', ORGANIZATION_TYPES],
    ['transaction_type', TRANSACTION_TYPES],
    ['task_type', TASK_TYPES],
    ['format', DOCUMENT_FORMATS],
    ['kind', FILE_KINDS],
    ['activity_type', ACTIVITY_TYPES],
    ['activity_scope', ACTIVITY_SCOPES],
    ['extraction_status', CATALOGUE_EXTRACTION_STATUSES],
  ])('%s allows what core lists', (column, values) => {
    expect(allowed(column).sort()).toEqual([...values].sort());
  });

  it('scan, task and user statuses allow what core lists', () => {
    const statusChecks = checks
      .filter((check) => /\(+status\s*=\s*ANY/.test(check))
      .map((check) => [...check.matchAll(/'([^']+)'::text/g)].map((match) => match[1]).sort());
    expect(statusChecks).toEqual(
      expect.arrayContaining([
        [...SCAN_STATUSES].sort(),
        [...TASK_STATUSES].sort(),
        [...USER_STATUSES].sort(),
        [...INVITATION_STATUSES].sort(),
      ]),
    );
  });
});
