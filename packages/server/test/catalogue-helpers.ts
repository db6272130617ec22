import fs from 'node:fs/promises';
import { expect } from 'vitest';
import { signIn, api, type TestUser } from './sign-in';
import { waitFor } from './scans-helpers';
import type { TestServer } from './harness';

/** A seeded staff account (platform admin, support) signed in; staff belong to no organisation. */
export async function signInStaff(server: TestServer, email: string): Promise<TestUser> {
  const token = await signIn(server, email);
  const { id } = await server.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id, email, organizationId: null, token, auth: { Authorization: `Bearer ${token}` } };
}

/** POST /api/admin/caos/versions as `user` (multipart: the fields, then the file). */
export async function uploadCatalogueVersion(
  server: TestServer,
  user: TestUser | null,
  fields: Record<string, string>,
  bytes: Uint8Array,
  filename: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([bytes]), filename);
  const response = await fetch(`${server.url}/api/admin/caos/versions`, {
    method: 'POST',
    headers: user ? user.auth : {},
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON answers loosely
  return { status: response.status, body: (await response.json()) as any };
}

/** Until the version's extraction is completed or failed (as the back-office list shows it). */
export async function waitForVersionExtraction(server: TestServer, admin: TestUser, versionId: string) {
  return waitFor(
    async () => {
      const { body } = await api(server, admin, 'GET', '/admin/caos');
      const version = (body.caos as { versions: { id: string; extraction_status: string }[] }[])
        .flatMap((cao) => cao.versions)
        .find((candidate) => candidate.id === versionId);
      return version && ['completed', 'failed'].includes(version.extraction_status) ? version : null;
    },
    120_000,
    500,
  );
}

/** The fictional catalogue cao in its two versions (engine fixtures: changed wage tables, one new allowance). */
export function readGroenwerk(version: 1 | 2) {
  return fs.readFile(
    new URL(
      `../../engine/fixtures/catalogue-versions/cao-groenwerk-v${version}-fictief.pdf`,
      import.meta.url,
    ),
  );
}

/** Uploads groenwerk versions 1 and 2 as one catalogue cao and waits until both are extracted. */
export async function uploadGroenwerkVersions(server: TestServer, admin: TestUser) {
  const first = await uploadCatalogueVersion(
    server,
    admin,
    { name: 'Cao Groenwerk (fictief)', sector: 'Groen', label: 'versie 1' },
    await readGroenwerk(1),
    'groenwerk-1.pdf',
  );
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  const second = await uploadCatalogueVersion(
    server,
    admin,
    { cao_id: first.body.cao.id, label: 'versie 2' },
    await readGroenwerk(2),
    'groenwerk-2.pdf',
  );
  for (const { body } of [first, second]) {
    expect((await waitForVersionExtraction(server, admin, body.version.id)).extraction_status).toBe(
      'completed',
    );
  }
  return { first, second };
}
