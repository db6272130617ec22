import { createApiClient } from '@caoscan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCorpus, startScanServer, uploadFile, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, signIn, type TestUser } from './sign-in';

/**
 * Issue K's alerts, on the real server and database: when version 2 of the agency cao becomes
 * current, the organisation whose completed 'Ja' scan ran on version 1 gets an activity item and
 * its admins (not the one who opted out) an e-mail naming the scan, the changed elements and a
 * re-run link; an organisation without such a scan gets nothing; marking current again alerts
 * nobody twice. Re-running makes a new scan on version 2 that costs exactly one credit, and nobody
 * outside the scan's reach may ask for it.
 */
interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

describe('alerts about a new cao version', () => {
  let server: Awaited<ReturnType<typeof startScanServer>>;
  let platformAdmin: TestUser;
  let owner: TestUser;
  let orgAdmin: TestUser;
  let optedOutAdmin: TestUser;
  let colleague: TestUser;
  let otherAdmin: TestUser;
  let otherMember: TestUser;
  let otherOrganizationId: string;
  let agencyCaoId: string;
  let version1: string;
  let version2: string;
  let scanId: string;
  let sameDocumentAdmin: TestUser;
  let sameDocumentScanId: string;

  const outbox = async (to: string): Promise<OutboxMail[]> => {
    const response = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as OutboxMail[];
    return mails.filter((mail) => mail.subject.startsWith('Nieuwe versie van'));
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON answers loosely
  type Item = { activity_type: string; activity_scope: string; payload: any };
  const alertsOf = async (user: TestUser) => {
    const { body } = await api(server, user, 'GET', '/statistics/organization/activity?limit=50');
    return (body.items as Item[]).filter((item) => item.activity_type === 'cao.version_changed');
  };
  const balanceOf = async (user: TestUser) =>
    (await api(server, user, 'GET', '/credits/balance')).body.current_balance as number;

  async function uploadVersion(label: string, bytes: Uint8Array, filename: string): Promise<string> {
    const form = new FormData();
    form.set('cao_id', agencyCaoId);
    form.set('label', label);
    form.set('file', new Blob([bytes]), filename);
    const response = await fetch(`${server.url}/api/admin/caos/versions`, {
      method: 'POST',
      headers: platformAdmin.auth,
      body: form,
    });
    const body = (await response.json()) as { version: { id: string } };
    expect(response.status, JSON.stringify(body)).toBe(201);
    const versionId = body.version.id;
    await waitFor(
      async () => {
        const row = await server.database.db
          .selectFrom('catalogue_cao_versions')
          .select('extraction_status')
          .where('id', '=', versionId)
          .executeTakeFirstOrThrow();
        return row.extraction_status === 'completed';
      },
      120_000,
      500,
    );
    return versionId;
  }

  const markCurrent = (versionId: string) =>
    api(server, platformAdmin, 'PUT', `/admin/caos/versions/${versionId}/current`);

  const waitForScan = (user: TestUser, id: string) =>
    waitFor(
      async () => {
        const { body } = await api(server, user, 'GET', `/cao-scans/${id}`);
        return ['completed', 'failed'].includes(body.status) ? body : null;
      },
      180_000,
      500,
    );

  beforeAll(async () => {
    server = await startScanServer();
    const email = 'beheer@caoscan.test';
    const token = await signIn(server, email);
    const { id } = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    platformAdmin = { id, email, organizationId: null, token, auth: { Authorization: `Bearer ${token}` } };

    const organizationId = await createOrganization(server, { name: 'Uitzendbureau Noord', credits: 5 });
    owner = await createSignedInUser(server, organizationId, 'org_member', 'eigenaar');
    colleague = await createSignedInUser(server, organizationId, 'org_member', 'collega');
    orgAdmin = await createSignedInUser(server, organizationId, 'org_administrator', 'orgbeheer');
    optedOutAdmin = await createSignedInUser(server, organizationId, 'org_administrator', 'geenmail');
    otherOrganizationId = await createOrganization(server, { name: 'Uitzendbureau Zuid', credits: 5 });
    otherAdmin = await createSignedInUser(server, otherOrganizationId, 'org_administrator', 'zuidbeheer');
    otherMember = await createSignedInUser(server, otherOrganizationId, 'org_member', 'zuidlid');
    const sameDocumentOrganization = await createOrganization(server, {
      name: 'Detacheerder Oost',
      credits: 5,
    });
    sameDocumentAdmin = await createSignedInUser(
      server,
      sameDocumentOrganization,
      'org_administrator',
      'oost',
    );

    const { body } = await api(server, platformAdmin, 'GET', '/admin/caos');
    agencyCaoId = body.caos.find((cao: { is_agency_cao: boolean }) => cao.is_agency_cao).id;
    version1 = await uploadVersion('2024-2025', await readCorpus('cao-uitzend-fictief.pdf'), 'abu-2024.pdf');
    expect((await markCurrent(version1)).status).toBe(200);
  }, 240_000);
  afterAll(() => server.close());

  it('keeps each admin’s choice about the alert e-mails (on by default)', async () => {
    const path = '/organization/settings/cao-alert-emails';
    expect((await api(server, optedOutAdmin, 'GET', path)).body).toEqual({ cao_alert_emails: true });
    const off = await api(server, optedOutAdmin, 'PUT', path, { cao_alert_emails: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ cao_alert_emails: false });
    expect((await api(server, optedOutAdmin, 'GET', path)).body).toEqual({ cao_alert_emails: false });
    expect((await api(server, orgAdmin, 'GET', path)).body).toEqual({ cao_alert_emails: true });
    expect((await api(server, null, 'GET', path)).status).toBe(401);
    // The core API client the customer app uses: its schemas parse the real answers.
    const client = createApiClient({
      baseUrl: `${server.url}/api`,
      getAccessToken: () => optedOutAdmin.token,
    });
    expect(await client.getCaoAlertEmails()).toEqual({ cao_alert_emails: false });
    expect(await client.updateCaoAlertEmails(false)).toEqual({ cao_alert_emails: false });
  });

  /** A scan through the wizard's calls, to completion: 'Ja' (no current file) or an uploaded current cao. */
  async function runScan(user: TestUser, name: string, current: { bytes: Buffer; filename: string } | null) {
    const { body: scan } = await api(server, user, 'POST', '/cao-scans', { name });
    await api(server, user, 'POST', `/cao-scans/${scan.id}/advance-step`, { new_step: 2 });
    const upload = (bytes: Buffer, filename: string, kind: 'current' | 'client') =>
      uploadFile(server, user, scan.id, bytes, filename, { kind }).then((answer) => {
        expect(answer.status).toBe(201);
        return String(answer.body.file_id);
      });
    const selection = {
      is_abu_cao: current === null,
      current_cao_file_id: current ? await upload(current.bytes, current.filename, 'current') : null,
      current_cao_name: current ? 'Eigen kopie van de uitzend-cao' : null,
      current_cao_sector: current ? 'Uitzendbranche' : null,
      client_cao_file_id: await upload(
        await readCorpus('cao-metaal-fictief.pdf'),
        'cao-metaal.pdf',
        'client',
      ),
      client_cao_name: 'Cao Metalektro',
      client_cao_sector: 'Metaal en techniek',
    };
    await api(server, user, 'PUT', `/cao-scans/${scan.id}/cao-selection`, selection);
    await api(server, user, 'POST', `/cao-scans/${scan.id}/advance-step`, { new_step: 3 });
    const started = await api(server, user, 'POST', `/cao-scans/${scan.id}/start-comparison`, selection);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect((await waitForScan(user, scan.id)).status).toBe('completed');
    return scan.id as string;
  }

  it('runs scans on version 1 to completion: a member’s ‘Ja’ scan, and one on an uploaded copy of the same document', async () => {
    scanId = await runScan(owner, 'Metaal bij klant X', null);
    sameDocumentScanId = await runScan(sameDocumentAdmin, 'Eigen kopie', {
      bytes: await readCorpus('cao-uitzend-fictief.pdf'),
      filename: 'onze-uitzend-cao.pdf',
    });
    // A scan the other organisation started and never finished does not count.
    expect((await api(server, otherAdmin, 'POST', '/cao-scans', { name: 'Nog niet klaar' })).status).toBe(
      201,
    );
  }, 360_000);

  it('tells the organisation when version 2 becomes current: an activity item, and e-mails to its admins who want them', async () => {
    version2 = await uploadVersion('2026-2027', await readCorpus('cao-retail-fictief.pdf'), 'abu-2026.pdf');
    const marked = await markCurrent(version2);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);

    const [alert] = await waitFor(async () => {
      const items = await alertsOf(orgAdmin);
      return items.length > 0 ? items : null;
    }, 60_000);
    expect(alert).toMatchObject({
      activity_scope: 'scan',
      payload: {
        cao_name: 'ABU / NBBU CAO voor Uitzendkrachten',
        version_id: version2,
        version_label: '2026-2027',
        previous_label: '2024-2025',
        scans: [{ id: scanId, name: 'Metaal bij klant X' }],
      },
    });
    const { changes, change_count: changeCount } = alert!.payload;
    expect(changeCount).toBeGreaterThan(0);
    expect(changes.length).toBeGreaterThan(0);
    // For an agency the inlenersbeloning's elements come first.
    const flags = (changes as { is_inlenersbeloning: boolean }[]).map((change) => change.is_inlenersbeloning);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    // Members of the organisation see it too (scope scan).
    expect(await alertsOf(owner)).toHaveLength(1);

    const [mail] = await waitFor(async () => {
      const mails = await outbox(orgAdmin.email);
      return mails.length > 0 ? mails : null;
    }, 30_000);
    expect(mail!.subject).toBe(
      'Nieuwe versie van ABU / NBBU CAO voor Uitzendkrachten: 1 scan opnieuw uitvoeren?',
    );
    expect(mail!.text).toContain('Metaal bij klant X');
    expect(mail!.text).toContain(`${server.url}/cao-scan/${scanId}/opnieuw`);
    expect(mail!.text).toContain(`${server.url}/cao-catalogus/versies/${version2}/wijzigingen`);
    expect(mail!.text).toContain(`${changes[0].element} (${changes[0].categorie}`);

    // The organisation that uploaded the same document itself is told too; it is no agency of the
    // catalogue ('Ja'), so no element is put first as inlenersbeloning.
    const [sameDocumentAlert] = await waitFor(async () => {
      const items = await alertsOf(sameDocumentAdmin);
      return items.length > 0 ? items : null;
    }, 60_000);
    expect(sameDocumentAlert!.payload.scans).toEqual([{ id: sameDocumentScanId, name: 'Eigen kopie' }]);
    expect(sameDocumentAlert!.payload.change_count).toBe(changeCount);
    expect(
      (sameDocumentAlert!.payload.changes as { is_inlenersbeloning: boolean }[]).some(
        (change) => change.is_inlenersbeloning,
      ),
    ).toBe(false);
    await waitFor(async () => (await outbox(sameDocumentAdmin.email)).length === 1, 30_000);

    const record = await server.database.db
      .selectFrom('cao_version_alerts')
      .selectAll()
      .where('version_id', '=', version2)
      .orderBy('created_at')
      .execute();
    expect(record).toHaveLength(2);
    expect(record.find((row) => row.organization_id === orgAdmin.organizationId)).toMatchObject({
      previous_version_id: version1,
      emailed_to: [orgAdmin.email],
    });
    // The admin who opted out gets no e-mail; the member none (only admins are mailed).
    expect(await outbox(optedOutAdmin.email)).toEqual([]);
    expect(await outbox(owner.email)).toEqual([]);
    // The other organisation has no scan on version 1: nothing.
    expect(await alertsOf(otherAdmin)).toEqual([]);
    expect(await outbox(otherAdmin.email)).toEqual([]);
  }, 240_000);

  it('alerts nobody twice when the same version is marked current again', async () => {
    expect((await markCurrent(version2)).status).toBe(200);
    expect((await markCurrent(version1)).status).toBe(200);
    expect((await markCurrent(version2)).status).toBe(200);
    // The background work of these three is done once the version-2 alert row is all there is.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await alertsOf(orgAdmin)).toHaveLength(1);
    expect(await outbox(orgAdmin.email)).toHaveLength(1);
    expect(await outbox(sameDocumentAdmin.email)).toHaveLength(1);
    const rows = await server.database.db.selectFrom('cao_version_alerts').select('version_id').execute();
    expect(rows).toEqual([{ version_id: version2 }, { version_id: version2 }]);
    // Each marking's run is done and gone (catalogue/alerts/: runs left pending are taken up again).
    expect(await server.database.db.selectFrom('cao_version_alert_runs').selectAll().execute()).toEqual([]);
  });

  it('lets nobody outside the scan’s reach re-run it', async () => {
    for (const user of [otherMember, otherAdmin, colleague]) {
      const answer = await api(server, user, 'POST', `/cao-scans/${scanId}/rerun`);
      expect(answer.status).toBe(404);
      expect(answer.body.detail).toBe('Scan niet gevonden');
    }
    expect((await api(server, null, 'POST', `/cao-scans/${scanId}/rerun`)).status).toBe(401);
    expect((await api(server, orgAdmin, 'POST', '/cao-scans/geen-scan/rerun')).status).toBe(404);
  });

  it('re-runs the scan as a new scan on version 2, for exactly one credit', async () => {
    const before = await balanceOf(orgAdmin);
    expect(before).toBeGreaterThan(0);
    const answer = await api(server, orgAdmin, 'POST', `/cao-scans/${scanId}/rerun`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const newScanId = answer.body.scan_id as string;
    expect(newScanId).not.toBe(scanId);

    const done = await waitForScan(orgAdmin, newScanId);
    expect(done.status).toBe('completed');
    expect(done).toMatchObject({
      name: 'Metaal bij klant X',
      is_abu_cao: true,
      current_cao_name: 'ABU / NBBU CAO voor Uitzendkrachten (2026-2027)',
      client_cao_name: 'Cao Metalektro',
    });
    const rows = await server.database.db
      .selectFrom('cao_scans')
      .select(['id', 'current_cao_version_id', 'client_cao_file_id', 'user_id'])
      .where('id', 'in', [scanId, newScanId])
      .execute();
    const original = rows.find((row) => row.id === scanId)!;
    const rerun = rows.find((row) => row.id === newScanId)!;
    expect(original.current_cao_version_id).toBe(version1);
    expect(rerun.current_cao_version_id).toBe(version2);
    expect(rerun.client_cao_file_id).toBe(original.client_cao_file_id);
    expect(rerun.user_id).toBe(orgAdmin.id);
    expect(await balanceOf(orgAdmin)).toBe(before - 1);

    // Now on the current version: another re-run would change nothing, and is refused in Dutch.
    const again = await api(server, orgAdmin, 'POST', `/cao-scans/${newScanId}/rerun`);
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain('gebruikt al de huidige versies');
  }, 240_000);

  it('re-runs a scan on an uploaded copy of version 1 with version 2’s document in its place', async () => {
    const before = await balanceOf(sameDocumentAdmin);
    const answer = await api(server, sameDocumentAdmin, 'POST', `/cao-scans/${sameDocumentScanId}/rerun`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const newScanId = answer.body.scan_id as string;
    const done = await waitForScan(sameDocumentAdmin, newScanId);
    expect(done).toMatchObject({
      status: 'completed',
      is_abu_cao: false,
      current_cao_name: 'ABU / NBBU CAO voor Uitzendkrachten (2026-2027)',
    });
    const { db } = server.database;
    const file = await db
      .selectFrom('cao_scans')
      .innerJoin('stored_files', 'stored_files.id', 'cao_scans.current_cao_file_id')
      .select(['stored_files.sha256', 'stored_files.cao_scan_id'])
      .where('cao_scans.id', '=', newScanId)
      .executeTakeFirstOrThrow();
    const version = await db
      .selectFrom('catalogue_cao_versions')
      .select('sha256')
      .where('id', '=', version2)
      .executeTakeFirstOrThrow();
    expect(file).toEqual({ sha256: version.sha256, cao_scan_id: newScanId });
    expect(await balanceOf(sameDocumentAdmin)).toBe(before - 1);
  }, 240_000);
});
