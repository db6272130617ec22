import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isDocumentError } from './engine';
import { MissingDocumentError } from './scan-documents';

/** A task failure whose message is meant for the user as is. */
export class TaskError extends Error {}

export type TaskOutcome = 'completed' | 'failed' | 'gone';

const now = sql<Date>`now()`;

function describeFailure(error: unknown): string {
  if (isDocumentError(error) || error instanceof MissingDocumentError || error instanceof TaskError) {
    return (error as Error).message;
  }
  return 'Dit onderdeel kon niet worden verwerkt door een interne fout. Herstart de vergelijking om het opnieuw te proberen.';
}

/**
 * Runs one section task and records it: in_progress while working, then completed with its result or
 * failed with a Dutch message. An error of the work fails only this task; an error writing the row
 * (database gone) or a reading stopped by shutdown is thrown, so the job is retried. 'gone' means the scan was deleted meanwhile.
 */
export async function runTask(
  db: Db,
  taskId: string,
  work: () => Promise<unknown>,
  log: (message: string, error: unknown) => void,
): Promise<TaskOutcome> {
  const started = await db
    .updateTable('scan_section_tasks')
    .set({
      status: 'in_progress',
      started_at: now,
      completed_at: null,
      attempts: sql`attempts + 1`,
      error_message: null,
      updated_at: now,
    })
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) === 0) return 'gone';
  let result: unknown;
  try {
    result = await work();
  } catch (error) {
    // The document's reading was stopped (the server stops): the job is retried, the task not failed.
    if (isDocumentError(error) && error.code === 'aborted') throw error;
    if (
      !isDocumentError(error) &&
      !(error instanceof TaskError) &&
      !(error instanceof MissingDocumentError)
    ) {
      log(`section task ${taskId} failed`, error);
    }
    await db
      .updateTable('scan_section_tasks')
      .set({ status: 'failed', error_message: describeFailure(error), completed_at: now, updated_at: now })
      .where('id', '=', taskId)
      .execute();
    return 'failed';
  }
  await db
    .updateTable('scan_section_tasks')
    .set({ status: 'completed', result: JSON.stringify(result), completed_at: now, updated_at: now })
    .where('id', '=', taskId)
    .execute();
  return 'completed';
}
