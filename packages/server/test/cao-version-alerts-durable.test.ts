import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { markVersionCurrent } from '../src/catalogue/store-version';
import type { Env } from '../src/env';
import { readGroenwerk, signInStaff, uploadGroenwerkVersions } from './catalogue-helpers';
import { startScanServer, uploadFile, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * Issue K's alerts are durable: marking a version current writes the run in the same transaction,
 * so when the process dies right after that commit, the next process to start sends them; a mail
 * server that refuses leaves the run for the next try, which sends only the e-mails still missing;
 * a run taken up again after everything went (a process that died before deleting it) sends nothing
 * twice. Each "process" is the whole app built again on the same database.
 */
describe('alerts about a new cao version survive the process that marked it current', () => {
  let server: Awaited<ReturnType<typeof startScanServer>>;
  let platformAdmin: TestUser;
  let orgAdmin: TestUser;
  let version1: string;
  let version2: string;
  const started: FastifyInstance[] = [];

  /** Another server process on the same database: its start takes up the runs left pending. */
  async function startProcess(env: Env = server.env) {
    const app = await buildApp({ env, db: server.database.db, pglite: server.database.pglite });
    started.push(app);
    await app.ready();
    return app;
  }
  const db = () => server.database.db;
  const readRun = () =>
    db()
      .selectFrom('cao_version_alert_runs')
      .selectAll()
      .where('version_id', '=', version2)
      .executeTakeFirst();
  const readAlert = () =>
    db()
      .selectFrom('cao_version_alerts')
      .select(['emailed_to', 'emailed_at'])
      .where('version_id', '=', version2)
      .where('organization_id', '=', orgAdmin.organizationId!)
      .executeTakeFirst();
  const readIntent = () =>
    db()
      .selectFrom('cao_version_alert_emails')
      .select(['message_id', 'attempts', 'sent_at'])
      .where('version_id', '=', version2)
      .where('email', '=', orgAdmin.email)
      .executeTakeFirst();
  const countActivity = async () =>
    (
      await db()
        .selectFrom('activity_events')
        .select('id')
        .where('activity_type', '=', 'cao.version_changed')
        .where('organization_id', '=', orgAdmin.organizationId!)
        .execute()
    ).length;
  const countMails = async () =>
    (
      await db()
        .selectFrom('outbox_emails')
        .select('id')
        .where('to_email', '=', orgAdmin.email)
        .where('subject', 'like', 'Nieuwe versie van%')
        .execute()
    ).length;

  beforeAll(async () => {
    server = await startScanServer();
    platformAdmin = await signInStaff(server, 'beheer@caoscan.test');
    const organizationId = await createOrganization(server, { name: 'Hoveniers West', credits: 5 });
    orgAdmin = await createSignedInUser(server, organizationId, 'org_administrator', 'hovenier');

    const { first, second } = await uploadGroenwerkVersions(server, platformAdmin);
    version1 = first.body.version.id;
    version2 = second.body.version.id;
    expect((await api(server, platformAdmin, 'PUT', `/admin/caos/versions/${version1}/current`)).status).toBe(
      200,
    );

    // A completed 'Ja' scan with a copy of version 1 as the client's cao.
    const { body: scan } = await api(server, orgAdmin, 'POST', '/cao-scans', {
      name: 'Groenwerk bij klant Y',
    });
    const uploaded = await uploadFile(server, orgAdmin, scan.id, await readGroenwerk(1), 'groenwerk.pdf', {
      kind: 'client',
    });
    const selection = {
      is_abu_cao: true,
      current_cao_file_id: null,
      current_cao_name: null,
      current_cao_sector: null,
      client_cao_file_id: String(uploaded.body.file_id),
      client_cao_name: 'Cao Groenwerk',
      client_cao_sector: 'Groen',
    };
    await api(server, orgAdmin, 'PUT', `/cao-scans/${scan.id}/cao-selection`, selection);
    const start = await api(server, orgAdmin, 'POST', `/cao-scans/${scan.id}/start-comparison`, selection);
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    await waitFor(
      async () => (await api(server, orgAdmin, 'GET', `/cao-scans/${scan.id}`)).body.status === 'completed',
      180_000,
      500,
    );
  }, 300_000);
  afterAll(async () => {
    for (const app of started) await app.close();
    await server.close();
  });

  it('sends the alerts at the next start when the process died right after marking the version current', async () => {
    // The process that marks version 2 current dies right after its commit: nothing of its
    // background work happened.
    await server.app.close();
    const actor = {
      id: platformAdmin.id,
      email: platformAdmin.email,
      organizationId: null,
      roleNames: ['admin'],
      sessionId: null,
    };
    expect(await markVersionCurrent(db(), actor, version2)).toMatchObject({ previousVersionId: version1 });
    expect(await readRun()).toMatchObject({ previous_version_id: version1, attempts: 0, started_at: null });
    expect(await readAlert()).toBeUndefined();

    // The next process starts while the mail server refuses: the organisation is told in the app,
    // the e-mail fails, and the run stays for the next try.
    const refused = await startProcess({ ...server.env, SMTP_URL: 'smtp://127.0.0.1:1' });
    const afterRefusal = await waitFor(async () => {
      const run = await readRun();
      return run?.attempts === 1 && run.started_at === null ? run : null;
    }, 60_000);
    expect(afterRefusal.previous_version_id).toBe(version1);
    expect(await countActivity()).toBe(1);
    expect(await readAlert()).toEqual({ emailed_to: [], emailed_at: null });
    expect(await countMails()).toBe(0);
    // The intent was recorded before the mailer was called; it is not marked sent.
    const intent = await readIntent();
    expect(intent).toMatchObject({ attempts: 1, sent_at: null });
    expect(intent?.message_id).toMatch(/^<cao-alert-.+@127\.0\.0\.1>$/);
    await refused.close();

    // The one after it sends the e-mail that is missing, once, and the run is done.
    await startProcess();
    await waitFor(async () => (await readRun()) === undefined, 60_000);
    expect(await countActivity()).toBe(1);
    expect(await countMails()).toBe(1);
    const alert = await readAlert();
    expect(alert?.emailed_to).toEqual([orgAdmin.email]);
    expect(alert?.emailed_at).toBeInstanceOf(Date);
    // The same e-mail, the same Message-ID on its second attempt, now marked sent.
    expect(await readIntent()).toEqual({
      message_id: intent?.message_id,
      attempts: 2,
      sent_at: expect.any(Date),
    });
  }, 180_000);

  it('sends nothing twice when a run is taken up again after everything went', async () => {
    // A process that died after the last e-mail but before it deleted the run.
    await db()
      .insertInto('cao_version_alert_runs')
      .values({ version_id: version2, previous_version_id: version1 })
      .execute();
    await startProcess();
    await waitFor(async () => (await readRun()) === undefined, 60_000);
    expect(await countActivity()).toBe(1);
    expect(await countMails()).toBe(1);
  }, 120_000);

  it('sends again only an e-mail whose intent was never marked sent, with the same Message-ID', async () => {
    // A process that died after the mailer accepted the e-mail, before it was marked sent: the one
    // case that still sends twice (catalogue/alerts/README.md); the Message-ID stays the same.
    const before = await readIntent();
    await db()
      .updateTable('cao_version_alert_emails')
      .set({ sent_at: null })
      .where('version_id', '=', version2)
      .execute();
    await db()
      .updateTable('cao_version_alerts')
      .set({ emailed_to: '[]', emailed_at: null })
      .where('version_id', '=', version2)
      .execute();
    await db()
      .insertInto('cao_version_alert_runs')
      .values({ version_id: version2, previous_version_id: version1 })
      .execute();
    await startProcess();
    await waitFor(async () => (await readRun()) === undefined, 60_000);
    expect(await countActivity()).toBe(1);
    expect(await countMails()).toBe(2);
    expect(await readIntent()).toEqual({
      message_id: before?.message_id,
      attempts: 3,
      sent_at: expect.any(Date),
    });
  }, 120_000);
});
