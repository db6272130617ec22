import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { DEMO_MEMBER, PLATFORM_ADMIN, seedLoadData } from './load-seed';
import { signIn } from './sign-in';

/**
 * The results routes send an answer written once per version of the scan's results (results-json.ts):
 * compact JSON, the same bytes for the member and the platform admin, and a new answer as soon as a
 * task is rewritten, a correction is made or a task is no longer completed — never the older one.
 */
describe('the results answers (GET …/comparison/results and …/results-with-details)', () => {
  let server: TestServer;
  let scanId: string;
  const auth: { member: Record<string, string>; admin: Record<string, string> } = { member: {}, admin: {} };

  const text = async (as: 'member' | 'admin', path: string) => {
    const prefix = as === 'admin' ? '/api/admin/cao-scans' : '/api/cao-scans';
    const response = await fetch(`${server.url}${prefix}/${scanId}/comparison/${path}`, {
      headers: auth[as],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return response.text();
  };
  const rowsOf = (answer: string) => (JSON.parse(answer) as { results: Record<string, unknown>[] }).results;

  beforeAll(async () => {
    server = await startTestServer();
    const data = await seedLoadData(server.database.db, {
      organizations: 3,
      users: 9,
      scans: 30,
      ledgerEntries: 10,
      activityEvents: 10,
    });
    scanId = data.completedScanId;
    auth.member = { Authorization: `Bearer ${await signIn(server, DEMO_MEMBER)}` };
    auth.admin = { Authorization: `Bearer ${await signIn(server, PLATFORM_ADMIN)}` };
  });
  afterAll(() => server.close());

  it('writes compact JSON, the same for a second read and for the platform admin', async () => {
    for (const path of ['results', 'results-with-details']) {
      const first = await text('member', path);
      expect(JSON.stringify(JSON.parse(first))).toBe(first);
      expect(rowsOf(first)).toHaveLength(64);
      expect(await text('member', path)).toBe(first);
      expect(await text('admin', path)).toBe(first);
    }
    const detailed = rowsOf(await text('member', 'results-with-details'));
    expect(detailed[0]).toMatchObject({ current_extraction_details: null, client_extraction_details: null });
  });

  it('answers anew after a correction', async () => {
    const before = await text('member', 'results');
    const beforeDetails = await text('member', 'results-with-details');
    await sql`insert into scan_value_corrections (scan_id, category, element_key, side, action,
        old_value, new_value, value_json, author_name)
      values (${scanId}, 'sectie_1', 'element_1_0', 'client', 'correct', '€ 13.00', '€ 99,00', '99', 'Test')`.execute(
      server.database.db,
    );
    for (const [path, old] of [
      ['results', before],
      ['results-with-details', beforeDetails],
    ] as const) {
      const after = await text('member', path);
      expect(after).not.toBe(old);
      const row = rowsOf(after).find((result) => result.element_key === 'element_1_0')!;
      expect(row.client_correction).toMatchObject({ author_name: 'Test', engine_value: '€ 13.00' });
      expect(await text('admin', path)).toBe(after);
    }
  });

  it('answers anew after a task is rewritten or no longer completed', async () => {
    const { db } = server.database;
    await sql`update scan_section_tasks set result = jsonb_set(result, '{rows,0,element}', '"Herschreven"'),
        updated_at = now() + interval '1 second'
      where scan_id = ${scanId} and section_name = 'sectie_2'`.execute(db);
    const rewritten = rowsOf(await text('member', 'results'));
    expect(rewritten.map((row) => row.element)).toContain('Herschreven');

    await sql`update scan_section_tasks set status = 'in_progress', updated_at = now()
      where scan_id = ${scanId} and section_name = 'sectie_3'`.execute(db);
    for (const path of ['results', 'results-with-details']) {
      const rows = rowsOf(await text('member', path));
      expect(rows).toHaveLength(60);
      expect(rows.some((row) => row.categorie === 'sectie_3')).toBe(false);
    }
  });
});
