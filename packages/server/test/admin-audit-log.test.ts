import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAdminAction } from '../src/admin/audit-log';
import { startTestServer, type TestServer } from './harness';

describe('the back-office audit log', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('keeps who did what to which target, with the details, and the actor e-mail beside the id', async () => {
    const { db } = server.database;
    const actor = await db
      .insertInto('users')
      .values({ email: 'controle@caoscan.test', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminAction(
      db,
      {
        id: actor.id,
        email: 'controle@caoscan.test',
        organizationId: null,
        roleNames: ['admin'],
        sessionId: null,
      },
      {
        action: 'credits.adjusted',
        targetType: 'credits',
        targetId: 'org-1',
        details: { amount: 25, reason: 'Coulance' },
      },
    );
    const rows = await db.selectFrom('admin_audit_log').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: actor.id,
      actor_email: 'controle@caoscan.test',
      action: 'credits.adjusted',
      target_type: 'credits',
      target_id: 'org-1',
      details: { amount: 25, reason: 'Coulance' },
    });
  });
});
