import type { SectionProgress, TaskType } from '@caoscan/core';
import { SECTION_TASKS_TOTAL } from '@caoscan/core';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

export const TASK_TYPE_ORDER: readonly TaskType[] = ['extraction_current', 'extraction_client', 'comparison'];

/** What each task works on; when it changes (another file, ABU instead of a file) the task runs again. */
export interface TaskInputs {
  current: string;
  client: string;
}

export function inputKeyFor(type: TaskType, inputs: TaskInputs): string {
  if (type === 'extraction_current') return inputs.current;
  if (type === 'extraction_client') return inputs.client;
  return `${inputs.current}|${inputs.client}`;
}

/**
 * Makes the scan's 48 tasks ready to run: missing ones are added, completed ones on the same input
 * are kept (resume), everything else goes back to queued (restart re-runs failed ones).
 */
export async function prepareSectionTasks(
  trx: Transaction<Database>,
  scanId: string,
  categories: readonly { key: string; label: string }[],
  inputs: TaskInputs,
): Promise<void> {
  const existing = await trx
    .selectFrom('scan_section_tasks')
    .select(['id', 'section_name', 'task_type', 'status', 'input_key'])
    .where('scan_id', '=', scanId)
    .execute();
  const byKey = new Map(existing.map((task) => [`${task.task_type}:${task.section_name}`, task]));
  const keep = new Set<string>();
  for (const type of TASK_TYPE_ORDER) {
    for (const [position, category] of categories.entries()) {
      const inputKey = inputKeyFor(type, inputs);
      const task = byKey.get(`${type}:${category.key}`);
      if (!task) {
        await trx
          .insertInto('scan_section_tasks')
          .values({
            scan_id: scanId,
            section_name: category.key,
            section_display_name: category.label,
            position,
            task_type: type,
            input_key: inputKey,
          })
          .execute();
        continue;
      }
      keep.add(task.id);
      if (task.status === 'completed' && task.input_key === inputKey) continue;
      await trx
        .updateTable('scan_section_tasks')
        .set({
          status: 'queued',
          input_key: inputKey,
          section_display_name: category.label,
          position,
          error_message: null,
          result: null,
          started_at: null,
          completed_at: null,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', task.id)
        .execute();
    }
  }
  const stale = existing.filter((task) => !keep.has(task.id)).map((task) => task.id);
  if (stale.length > 0) await trx.deleteFrom('scan_section_tasks').where('id', 'in', stale).execute();
}

const displayOrder = sql`array_position(array['extraction_current','extraction_client','comparison'], task_type)`;

/** A scan's tasks in display order, results included; `type` reads one kind only (results are large). */
export function listSectionTasks(db: Db | Transaction<Database>, scanId: string, type?: TaskType) {
  let query = db.selectFrom('scan_section_tasks').selectAll().where('scan_id', '=', scanId);
  if (type) query = query.where('task_type', '=', type);
  return query.orderBy(displayOrder).orderBy('position').execute();
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** GET /section-tasks: the rows the wizard polls, and the total over the expected 48 (spec 02 §9). */
export async function readSectionProgress(
  db: Db,
  scanId: string,
  scanStatus: string,
): Promise<SectionProgress> {
  // The poll reads no results: a scan's extraction results run to megabytes.
  const tasks = await db
    .selectFrom('scan_section_tasks')
    .select([
      'id',
      'section_name',
      'section_display_name',
      'task_type',
      'status',
      'error_message',
      'started_at',
      'completed_at',
    ])
    .where('scan_id', '=', scanId)
    .orderBy(displayOrder)
    .orderBy('position')
    .execute();
  const completed = tasks.filter((task) => task.status === 'completed').length;
  const total = Math.max(SECTION_TASKS_TOTAL, tasks.length);
  const overall =
    scanStatus === 'processing' || scanStatus === 'completed' || scanStatus === 'failed'
      ? scanStatus
      : 'not_started';
  return {
    sections: tasks.map((task) => ({
      id: task.id,
      section_name: task.section_name,
      section_display_name: task.section_display_name,
      task_type: task.task_type,
      status: task.status,
      error_message: task.error_message,
      started_at: iso(task.started_at),
      completed_at: iso(task.completed_at),
    })),
    overall_status: overall,
    progress: { percentage: Math.round((completed / total) * 100), completed, total },
  };
}
