import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCompletedComparisons } from '../src/scans/completed-tasks';
import { TASK_RESULT_VERSION, TaskResultError } from '../src/scans/task-results';
import { startTestServer, type TestServer } from './harness';
import { DEMO_MEMBER } from './load-seed';

const row = (waarde: string) => ({
  categorie: 'beloning',
  element: 'Uurloon',
  element_key: 'uurloon',
  waarde_huidig: waarde,
  art_nr_huidig: '4.2',
  waarde_nieuw: null,
  art_nr_nieuw: null,
  verschil: 'Alleen geregeld in huidige cao',
  eenheid: 'euro',
  favourable: 'current',
  is_inlenersbeloning: false,
  current_outcome: 'found',
  client_outcome: 'not_found',
  current: null,
  client: null,
});

const stored = (waarde: string) => JSON.stringify({ version: TASK_RESULT_VERSION, rows: [row(waarde)] });

describe('completed tasks (results kept parsed per task version)', () => {
  let server: TestServer;
  let scanId: string;
  let taskId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.database;
    const member = await db
      .selectFrom('users')
      .select(['id', 'organization_id'])
      .where(sql<boolean>`lower(email) = ${DEMO_MEMBER}`)
      .executeTakeFirstOrThrow();
    const scan = await db
      .insertInto('cao_scans')
      .values({
        organization_id: member.organization_id!,
        user_id: member.id,
        name: 'Versies',
        status: 'completed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    scanId = scan.id;
    const task = await db
      .insertInto('scan_section_tasks')
      .values({
        scan_id: scanId,
        section_name: 'beloning',
        section_display_name: 'Beloning',
        task_type: 'comparison',
        status: 'completed',
        input_key: 'test',
        result: stored('€ 14,50'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    taskId = task.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('read a task again once it is written again (every write sets updated_at)', async () => {
    const { db } = server.database;
    const first = await readCompletedComparisons(db, scanId);
    expect(first.map((task) => task.result.rows[0]?.waarde_huidig)).toEqual(['€ 14,50']);
    // Read twice: the same answer from what this process kept.
    expect((await readCompletedComparisons(db, scanId))[0]?.result).toEqual(first[0]?.result);

    await db
      .updateTable('scan_section_tasks')
      .set({ result: stored('€ 15,00'), updated_at: sql<Date>`now()` })
      .where('id', '=', taskId)
      .execute();
    const second = await readCompletedComparisons(db, scanId);
    expect(second.map((task) => task.result.rows[0]?.waarde_huidig)).toEqual(['€ 15,00']);
  });

  it('leave out tasks that are not completed, and refuse a completed task without a result', async () => {
    const { db } = server.database;
    await db
      .updateTable('scan_section_tasks')
      .set({ status: 'in_progress', updated_at: sql<Date>`now()` })
      .where('id', '=', taskId)
      .execute();
    expect(await readCompletedComparisons(db, scanId)).toEqual([]);

    await db
      .updateTable('scan_section_tasks')
      .set({ status: 'completed', result: null, updated_at: sql<Date>`now()` })
      .where('id', '=', taskId)
      .execute();
    await expect(readCompletedComparisons(db, scanId)).rejects.toBeInstanceOf(TaskResultError);
  });
});
