import { createHash } from 'node:crypto';
import { FICTIONAL_AGENCY_CAO_NAME } from '@caoscan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, uploadCatalogueVersion, waitForVersionExtraction } from './catalogue-helpers';
import { sendRawRequest } from './raw-http';
import { readCorpus, startScanServer, uploadFile, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * The cao catalogue (issue K, first slice), on the real server and database: platform admins and
 * support staff upload versions and mark one current, nobody else may; each version is extracted
 * once into the extraction cache; the wizard's 'Ja, ABU / NBBU' runs on the agency cao's current
 * version once there is one, and says 'fictief' while it uses the bundled document.
 */
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the cao catalogue', () => {
  let server: Awaited<ReturnType<typeof startScanServer>>;
  let admin: TestUser;
  let support: TestUser;
  let member: TestUser;
  let orgAdmin: TestUser;
  let agencyCaoId: string;
  /** Stands in for a new agency cao version: any readable document other than the bundled one. */
  let agencyBytes: Buffer;
  let agencyVersionId: string;

  const staff = (email: string) => signInStaff(server, email);
  const uploadVersion = (
    user: TestUser | null,
    fields: Record<string, string>,
    bytes: Uint8Array,
    filename: string,
  ) => uploadCatalogueVersion(server, user, fields, bytes, filename);
  const waitForExtraction = (versionId: string) => waitForVersionExtraction(server, admin, versionId);

  beforeAll(async () => {
    server = await startScanServer();
    admin = await staff('beheer@caoscan.test');
    support = await staff('support@caoscan.test');
    const organizationId = await createOrganization(server, { credits: 3 });
    member = await createSignedInUser(server, organizationId, 'org_member', 'lid');
    orgAdmin = await createSignedInUser(server, organizationId, 'org_administrator', 'orgbeheer');
    agencyBytes = await readCorpus('cao-retail-fictief.pdf');
    const { body } = await api(server, admin, 'GET', '/admin/caos');
    agencyCaoId = body.caos.find((cao: { is_agency_cao: boolean }) => cao.is_agency_cao).id;
  });
  afterAll(() => server.close());

  it('names the bundled agency cao fictief while the catalogue has no version of it', async () => {
    const { status, body } = await api(server, member, 'GET', '/cao-scans/cao-overview');
    expect(status).toBe(200);
    expect(body.abu_cao).toMatchObject({
      source: 'bundled',
      is_fictional: true,
      name: FICTIONAL_AGENCY_CAO_NAME,
    });
    expect(body.abu_cao.name).toContain('fictief');
  });

  it('lets a platform admin upload a version of the agency cao, extracted once into the cache', async () => {
    const answer = await uploadVersion(
      admin,
      { cao_id: agencyCaoId, label: '2025-2026', term_start: '2025-01-01', term_end: '2026-12-31' },
      agencyBytes,
      'abu-cao-2025.pdf',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.cao).toMatchObject({ id: agencyCaoId, is_agency_cao: true, current_version_id: null });
    expect(answer.body.version).toMatchObject({
      label: '2025-2026',
      term_start: '2025-01-01',
      term_end: '2026-12-31',
      original_filename: 'abu-cao-2025.pdf',
      format: 'pdf',
      sha256: sha256(agencyBytes),
      is_current: false,
      uploaded_by_email: 'beheer@caoscan.test',
    });
    expect(answer.body.version.page_count).toBeGreaterThan(1);
    agencyVersionId = answer.body.version.id;

    const version = await waitForExtraction(agencyVersionId);
    expect(version.extraction_status).toBe('completed');
    const cached = await server.database.db
      .selectFrom('extraction_cache')
      .select('section_name')
      .where('sha256', '=', sha256(agencyBytes))
      .execute();
    // 16 categories and the document-wide facts, under the key a scan uses.
    expect(cached).toHaveLength(17);

    // The same document again for the same cao is refused, in Dutch.
    const twice = await uploadVersion(admin, { cao_id: agencyCaoId, label: 'kopie' }, agencyBytes, 'x.pdf');
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toContain('2025-2026');
  });

  it('lets support staff upload the first version of a new cao and mark it current', async () => {
    const metaal = await readCorpus('cao-metaal-fictief.pdf');
    const answer = await uploadVersion(
      support,
      { name: 'Cao Testbranche', sector: 'Testsector', label: 'v1', term_start: '2026-01-01' },
      metaal,
      'cao-testbranche.pdf',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.cao).toMatchObject({ name: 'Cao Testbranche', sector: 'Testsector' });
    const versionId = answer.body.version.id as string;
    expect((await waitForExtraction(versionId)).extraction_status).toBe('completed');

    const marked = await api(server, support, 'PUT', `/admin/caos/versions/${versionId}/current`);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.cao.current_version_id).toBe(versionId);
    expect(marked.body.message).toBe('Versie "v1" is nu de huidige versie van Cao Testbranche.');

    // Organisations read the current versions, and the wizard's picker lists the cao with its term.
    const catalogue = await api(server, member, 'GET', '/caos');
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.caos).toContainEqual(
      expect.objectContaining({
        name: 'Cao Testbranche',
        current_version: expect.objectContaining({ id: versionId, label: 'v1', term_start: '2026-01-01' }),
      }),
    );
    const overview = await api(server, member, 'GET', '/cao-scans/cao-overview');
    expect(overview.body.caos).toContainEqual(
      expect.objectContaining({
        hoofdsector: 'Testsector',
        subsector: 'Cao Testbranche',
        datum_van: '2026-01-01',
      }),
    );
    expect(overview.body.caos.at(-1)).toMatchObject({ subsector: 'Eigen Regeling' });
  });

  it('marks a version current only once it has been read: 409 while waiting or after a failure', async () => {
    const { db } = server.database;
    const answer = await uploadVersion(
      admin,
      { cao_id: agencyCaoId, label: 'nog niet klaar' },
      await readCorpus('cao-schoonmaak-fictief.pdf'),
      'schoonmaak.pdf',
    );
    expect(answer.status).toBe(201);
    const versionId = answer.body.version.id as string;
    await waitForExtraction(versionId);
    for (const status of ['queued', 'in_progress', 'failed'] as const) {
      // As the extraction leaves it (a process still reading it, or a document it could not read).
      await db
        .updateTable('catalogue_cao_versions')
        .set({ extraction_status: status })
        .where('id', '=', versionId)
        .execute();
      const marked = await api(server, admin, 'PUT', `/admin/caos/versions/${versionId}/current`);
      expect(marked.status, status).toBe(409);
      expect(marked.body.detail).toBe(
        'Deze versie kan nog geen huidige versie worden: het uitlezen is nog niet klaar of is mislukt.',
      );
    }
    // Not current, and not in anyone's way: the wizard's test below marks the 2025-2026 version.
    await db.deleteFrom('catalogue_cao_versions').where('id', '=', versionId).execute();
    expect((await api(server, admin, 'PUT', `/admin/caos/versions/${versionId}/current`)).status).toBe(404);
  });

  it('refuses members and organisation admins (403) and anonymous callers (401)', async () => {
    const bytes = await readCorpus('cao-metaal-fictief.pdf');
    const fields = { cao_id: agencyCaoId, label: 'onbevoegd' };
    for (const user of [member, orgAdmin]) {
      expect((await uploadVersion(user, fields, bytes, 'x.pdf')).status).toBe(403);
      expect((await api(server, user, 'PUT', `/admin/caos/versions/${agencyVersionId}/current`)).status).toBe(
        403,
      );
      expect((await api(server, user, 'GET', '/admin/caos')).status).toBe(403);
    }
    expect((await uploadVersion(null, fields, bytes, 'x.pdf')).status).toBe(401);
    expect((await api(server, null, 'PUT', `/admin/caos/versions/${agencyVersionId}/current`)).status).toBe(
      401,
    );
    const { body } = await api(server, admin, 'GET', '/admin/caos');
    const agency = body.caos.find((cao: { id: string }) => cao.id === agencyCaoId);
    expect(agency.current_version_id).toBeNull();
    expect(agency.versions.map((version: { label: string }) => version.label)).toEqual(['2025-2026']);
  });

  it('refuses what the upload route refuses (type by content, size cap) and a version without a cao, with the same messages', async () => {
    const answer = await uploadVersion(
      admin,
      { cao_id: agencyCaoId, label: 'zip' },
      new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
      'programma.pdf',
    );
    expect(answer.status).toBe(415);
    expect(answer.body.detail).toBe(
      'File type .pdf is not supported. Please upload PDF, Word, or text files.',
    );
    // A body announced as over 50 MB is refused from its headers, before a byte of it is read.
    const tooLarge = await sendRawRequest(server.url, {
      method: 'POST',
      path: '/api/admin/caos/versions',
      headers: {
        ...admin.auth,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(60 * 1024 * 1024),
      },
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body).detail).toBe(
      'File size (60.00 MB) exceeds the maximum allowed size of 50MB',
    );
    const missing = await uploadVersion(admin, { label: 'zonder cao' }, agencyBytes, 'x.pdf');
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('Kies een bestaande cao, of geef de naam en sector van een nieuwe cao.');
  });

  it('runs the wizard’s ABU option on the agency cao’s current version once it is marked current', async () => {
    const marked = await api(server, admin, 'PUT', `/admin/caos/versions/${agencyVersionId}/current`);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const overview = await api(server, member, 'GET', '/cao-scans/cao-overview');
    expect(overview.body.abu_cao).toMatchObject({
      source: 'catalogue',
      version_label: '2025-2026',
      datum_van: '2025-01-01',
      datum_tot: '2026-12-31',
      is_fictional: false,
    });

    const { body: scan } = await api(server, orgAdmin, 'POST', '/cao-scans', {
      name: 'Uitzend op catalogus',
    });
    await api(server, orgAdmin, 'POST', `/cao-scans/${scan.id}/advance-step`, { new_step: 2 });
    const client = await uploadFile(
      server,
      orgAdmin,
      scan.id,
      await readCorpus('cao-metaal-fictief.pdf'),
      'cao-metaal-fictief.pdf',
      { kind: 'client' },
    );
    expect(client.status).toBe(201);
    const selection = {
      is_abu_cao: true,
      current_cao_file_id: null,
      current_cao_name: null,
      current_cao_sector: null,
      client_cao_file_id: String(client.body.file_id),
      client_cao_name: 'Cao Metalektro',
      client_cao_sector: 'Metaal en techniek',
    };
    const saved = await api(server, orgAdmin, 'PUT', `/cao-scans/${scan.id}/cao-selection`, selection);
    expect(saved.body.current_cao_name).toBe('ABU / NBBU CAO voor Uitzendkrachten (2025-2026)');
    await api(server, orgAdmin, 'POST', `/cao-scans/${scan.id}/advance-step`, { new_step: 3 });
    const started = await api(server, orgAdmin, 'POST', `/cao-scans/${scan.id}/start-comparison`, selection);
    expect(started.status, JSON.stringify(started.body)).toBe(202);

    const { db } = server.database;
    const row = await db
      .selectFrom('cao_scans')
      .select('current_cao_version_id')
      .where('id', '=', scan.id)
      .executeTakeFirstOrThrow();
    expect(row.current_cao_version_id).toBe(agencyVersionId);
    const inputs = await db
      .selectFrom('scan_section_tasks')
      .select('input_key')
      .distinct()
      .where('scan_id', '=', scan.id)
      .where('task_type', '=', 'extraction_current')
      .execute();
    expect(inputs).toEqual([{ input_key: `abu:${sha256(agencyBytes)}` }]);

    const progress = await waitFor(
      async () => {
        const { body } = await api(server, orgAdmin, 'GET', `/cao-scans/${scan.id}/section-tasks`);
        return ['completed', 'failed'].includes(body.overall_status) ? body : null;
      },
      180_000,
      500,
    );
    expect(progress.overall_status).toBe('completed');
    // The document behind the current side is the catalogue version, byte for byte.
    const file = await fetch(`${server.url}/api/cao-scans/${scan.id}/documents/current/file`, {
      headers: orgAdmin.auth,
    });
    expect(file.status).toBe(200);
    expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(sha256(agencyBytes));
  }, 240_000);

  it('keeps a catalogue version’s content when an organisation deletes its own upload of the same bytes', async () => {
    const form = new FormData();
    form.set('file', new Blob([agencyBytes]), 'eigen-kopie.pdf');
    const uploaded = await fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: orgAdmin.auth,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { file_id: fileId } = (await uploaded.json()) as { file_id: string };
    expect((await api(server, orgAdmin, 'DELETE', `/files/${fileId}`)).status).toBe(200);

    const hash = sha256(agencyBytes);
    const cached = await server.database.db
      .selectFrom('extraction_cache')
      .select('section_name')
      .where('sha256', '=', hash)
      .execute();
    expect(cached).toHaveLength(17);
    const { body: scans } = await api(server, orgAdmin, 'GET', '/cao-scans');
    const scanId = scans.scans[0].id as string;
    const file = await fetch(`${server.url}/api/cao-scans/${scanId}/documents/current/file`, {
      headers: orgAdmin.auth,
    });
    expect(file.status).toBe(200);
    expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(hash);
  });

  it('writes the uploads and the marking in the admin audit log', async () => {
    const { body } = await api(server, admin, 'GET', '/admin/audit-log?limit=50');
    const actions = (body.entries as { action: string; actor_email: string; target_id: string }[]).map(
      (entry) => `${entry.action} ${entry.actor_email}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'cao.version_uploaded beheer@caoscan.test',
        'cao.version_uploaded support@caoscan.test',
        'cao.version_marked_current support@caoscan.test',
        'cao.version_marked_current beheer@caoscan.test',
      ]),
    );
  });
});
