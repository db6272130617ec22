import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';
import type { TaskType } from '@caoscan/core';
import {
  parseComparisonResult,
  parseExtractionResult,
  type ComparisonTaskResult,
  type ExtractionTaskResult,
} from './task-results';

export interface CompletedTask {
  id: string;
  section_name: string;
  section_display_name: string;
  task_type: TaskType;
  created_at: Date;
  completed_at: Date | null;
}

export type CompletedComparison = CompletedTask & { task_type: 'comparison'; result: ComparisonTaskResult };
export type CompletedExtraction = CompletedTask & {
  task_type: 'extraction_current' | 'extraction_client';
  result: ExtractionTaskResult;
};

type ParsedResult = ComparisonTaskResult | ExtractionTaskResult;

/**
 * Stored results, parsed and checked, by task id and version (the row's updated_at, which every write
 * of a task sets). A completed scan's results are read on every visit of its results page, and reading
 * them was most of that route's work: tens to hundreds of kB over the wire, JSON.parse and the zod
 * check of every element (`pnpm bench:load`). A new version of a task is a new key, so a process never
 * serves an older result, whichever process wrote it. Bounded by the length of the stored JSON (32 MB;
 * parsed, a few times that in memory): the most recently read scans stay.
 */
const parsedResults = new LRUCache<string, { result: ParsedResult; size: number }>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (entry) => Math.max(1, entry.size),
});

const displayOrder = sql`array_position(array['extraction_current','extraction_client','comparison'], task_type)`;

interface TaskRow extends CompletedTask {
  version: string;
}

function parse(task: { id: string; task_type: TaskType }, json: string): ParsedResult {
  const stored: unknown = JSON.parse(json);
  return task.task_type === 'comparison'
    ? parseComparisonResult(task.id, stored)
    : parseExtractionResult(task.id, stored);
}

/**
 * A scan's completed tasks of one type (or all), in display order, each with its parsed result:
 * one small query when this process knows the results, the unknown (or rewritten) ones in a second.
 * Written as SQL text: the results routes run it on every request.
 */
async function readCompletedTasks(
  db: Db,
  scanId: string,
  type: TaskType | null,
): Promise<(CompletedTask & { result: ParsedResult })[]> {
  const { rows: tasks } = await sql<TaskRow>`
    select id, section_name, section_display_name, task_type, created_at, completed_at,
      updated_at::text as version
    from scan_section_tasks
    where scan_id = ${scanId} and status = 'completed' ${type ? sql`and task_type = ${type}` : sql``}
    order by ${displayOrder}, position`.execute(db);
  const results = new Map<string, ParsedResult>();
  for (const task of tasks) {
    const known = parsedResults.get(`${task.id}|${task.version}`);
    if (known) results.set(task.id, known.result);
  }
  const missing = tasks.filter((task) => !results.has(task.id));
  if (missing.length > 0) {
    const { rows } = await sql<{ id: string; version: string; result: string | null }>`
      select id, updated_at::text as version, result::text as result
      from scan_section_tasks
      where id = any(${missing.map((task) => task.id)}::uuid[])`.execute(db);
    for (const row of rows) {
      const task = missing.find((candidate) => candidate.id === row.id)!;
      // A completed task without a result fails the check, as any stored result of another shape.
      const result = parse(task, row.result ?? 'null');
      // Under the version just read: a task rewritten between the two queries is kept as it now is.
      parsedResults.set(`${row.id}|${row.version}`, { result, size: row.result?.length ?? 1 });
      results.set(row.id, result);
    }
  }
  return tasks.flatMap((task) => {
    const result = results.get(task.id);
    if (!result) return [];
    const { version: _version, ...fields } = task;
    return [{ ...fields, result }];
  });
}

/** The completed comparison tasks of a scan with their rows, in display order. */
export async function readCompletedComparisons(db: Db, scanId: string): Promise<CompletedComparison[]> {
  return (await readCompletedTasks(db, scanId, 'comparison')) as CompletedComparison[];
}

/** Every completed task of a scan (extractions of both sides, then comparisons) with its result. */
export async function readAllCompletedTasks(
  db: Db,
  scanId: string,
): Promise<(CompletedComparison | CompletedExtraction)[]> {
  return (await readCompletedTasks(db, scanId, null)) as (CompletedComparison | CompletedExtraction)[];
}
