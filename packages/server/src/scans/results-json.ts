import { ComparisonResultsSchema, DetailedComparisonResultsSchema } from '@caoscan/core';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';
import { PREPARED } from '../db/prepared';
import { fastJsonSerializer } from '../http/response-serializer';
import type { ScanEngine } from './engine';
import { readComparisonRows, readDetailedResults, toResult } from './results';

/**
 * The answers of the results routes (`…/comparison/results` and `…/results-with-details`) as JSON
 * text, written once per version of a scan's results and then sent as they are: reading, correcting
 * and serialising 64 rows on every visit of a results page was most of those routes' work
 * (`pnpm bench:load`).
 *
 * The version is read from the database on every request, in one prepared statement: each completed
 * task's id and `updated_at` (every write of a task sets it) and the corrections' count and last `seq`
 * (the trail is append-only: a change is a new row, migration 0010). A task rewritten, added or no
 * longer completed, or a new correction, is a new version and so a new key: no process ever serves an
 * older answer, whichever process wrote the change. An answer is written after its version was read,
 * so it is never older than its key. Bounded by length (32 MB): the most recently read scans stay.
 */
const answers = new LRUCache<string, string>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (text) => Math.max(1, text.length),
});

// The text each route's own serializer writes (the same compilers as the routes'), so the bytes match.
const writeResults = fastJsonSerializer({ schema: ComparisonResultsSchema });
const writeDetailedResults = serializerCompiler({
  schema: DetailedComparisonResultsSchema,
  method: 'GET',
  url: '/api/cao-scans/:id/comparison/results-with-details',
});

async function readResultsVersion(db: Db, scanId: string): Promise<string> {
  const { rows } = await sql<{ version: string }>`${PREPARED}
    select coalesce((select string_agg(id::text || '@' || updated_at::text, ',' order by id)
        from scan_section_tasks where scan_id = ${scanId} and status = 'completed'), '')
      || '|' || (select count(*) || ':' || coalesce(max(seq), 0)
        from scan_value_corrections where scan_id = ${scanId}) as version`.execute(db);
  return rows[0]!.version;
}

export type ResultsAnswer = 'results' | 'results-with-details';

/** A completed scan's results answer as JSON text. Call only after authorizeScan and assertCompleted. */
export async function readResultsJson(
  db: Db,
  engine: ScanEngine,
  scanId: string,
  answer: ResultsAnswer,
): Promise<string> {
  const key = `${answer}|${scanId}|${await readResultsVersion(db, scanId)}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  const text =
    answer === 'results'
      ? writeResults({ results: (await readComparisonRows(db, engine, scanId)).rows.map(toResult) })
      : writeDetailedResults({ results: await readDetailedResults(db, engine, scanId) });
  answers.set(key, text);
  return text;
}
