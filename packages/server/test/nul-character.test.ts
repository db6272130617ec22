import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient, readAnonKey, signInWithCode } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';
import { uploadFile } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * PostgreSQL refuses U+0000 in text: every way text comes in gets a Dutch 400 naming the field,
 * never a 500, and nothing is stored (issue 7: 58 of 1,750 malformed requests were 500s).
 */
const NUL = '\u0000';
const refusal = (field: string) =>
  `Het veld '${field}' bevat een ongeldig teken (NUL, \\u0000). Verwijder het en probeer het opnieuw.`;

describe('a NUL character in text input', () => {
  let server: TestServer;
  let member: TestUser;
  let scanId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const organizationId = await createOrganization(server, { credits: 5 });
    member = await createSignedInUser(server, organizationId, 'org_member', 'nul');
    const created = await api(server, member, 'POST', '/cao-scans', { name: 'Scan zonder NUL' });
    expect(created.status).toBe(201);
    scanId = created.body.id;
  });
  afterAll(() => server.close());

  it('is refused in the scan name and description, on create and on update', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/cao-scans', { name: `Scan${NUL}naam` }, 'name'],
      ['POST', '/cao-scans', { name: 'Scan', description: `Uitleg ${NUL}` }, 'description'],
      ['PUT', `/cao-scans/${scanId}`, { name: `Nieuw${NUL}` }, 'name'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await api(server, member, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body).toEqual({ detail: refusal(field), code: 'invalid_character' });
    }
    const scans = await server.database.db.selectFrom('cao_scans').select('name').execute();
    expect(scans.map((s) => s.name)).toEqual(['Scan zonder NUL']);
  });

  it('is refused in the cao-selection names', async () => {
    const answer = await api(server, member, 'PUT', `/cao-scans/${scanId}/cao-selection`, {
      is_abu_cao: true,
      client_cao_name: `Bouw${NUL}`,
      client_cao_sector: 'Bouw',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(refusal('client_cao_name'));
  });

  it('is refused in the query string and in path parameters', async () => {
    const inQuery = await api(server, member, 'GET', '/cao-scans?limit=1%00');
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.detail).toBe(refusal('limit'));
    const inPath = await api(server, member, 'GET', '/cao-scans/%00');
    expect(inPath.status).toBe(400);
    expect(inPath.body.detail).toBe(refusal('id'));
  });

  it("is refused in an upload's file name and cao_name", async () => {
    const text = new TextEncoder().encode('Een cao in platte tekst.');
    const inName = await uploadFile(server, member, scanId, text, `cao${NUL}.txt`);
    expect(inName.status).toBe(400);
    expect(inName.body.detail).toBe(refusal('bestandsnaam'));
    const inCaoName = await uploadFile(server, member, scanId, text, 'cao.txt', { cao_name: `Bouw${NUL}` });
    expect(inCaoName.status).toBe(400);
    expect(inCaoName.body.detail).toBe(refusal('cao_name'));
    expect(await server.database.db.selectFrom('stored_files').selectAll().execute()).toEqual([]);
  });

  it('is refused by the auth service in its own wire format: e-mail, user metadata, PKCE code', async () => {
    const anonKey = await readAnonKey(server);
    const post = (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
      fetch(`${server.url}/auth/v1${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          apikey: anonKey,
          'X-Forwarded-For': '10.98.0.1',
          ...headers,
        },
        body: JSON.stringify(body),
      });

    const otp = await post('/otp', { email: `lid@demo-uitzend.test${NUL}`, create_user: false });
    expect(otp.status).toBe(400);
    expect(await otp.json()).toEqual({ code: 400, error_code: 'validation_failed', msg: refusal('email') });

    const pkce = await post('/token?grant_type=pkce', {
      auth_code: `abc${NUL}`,
      code_verifier: 'v'.repeat(43),
    });
    expect(pkce.status).toBe(400);
    expect(((await pkce.json()) as { msg: string }).msg).toBe(refusal('auth_code'));

    const client = await createAuthClient(server);
    const session = await signInWithCode(server, client, member.email);
    const metadata = await post(
      '/user',
      { data: { full_name: `Lid${NUL}` } },
      { Authorization: `Bearer ${session.access_token}` },
      'PUT',
    );
    expect(metadata.status).toBe(400);
    expect(((await metadata.json()) as { msg: string }).msg).toBe(refusal('data.full_name'));
    // supabase-js shows it as an AuthApiError with GoTrue's code.
    const viaClient = await client.auth.updateUser({ data: { [`naam${NUL}`]: 'x' } });
    expect(viaClient.error?.code).toBe('validation_failed');
    expect(viaClient.error?.status).toBe(400);
  });
});
