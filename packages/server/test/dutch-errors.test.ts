import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * What a client gets wrong is answered in Dutch (issue 7): schema validation, malformed bodies and
 * Fastify's own refusals — while the spec's own texts and /auth/v1's GoTrue wire format stay.
 */
describe('errors in Dutch', () => {
  let server: TestServer;
  let member: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    member = await createSignedInUser(server, await createOrganization(server, { credits: 2 }), 'org_member');
  });
  afterAll(() => server.close());

  const send = (path: string, init: RequestInit) =>
    fetch(`${server.url}${path}`, { ...init, headers: { ...member.auth, ...(init.headers ?? {}) } }).then(
      async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }),
    );

  it('gives schema validation errors as Dutch sentences, naming the field', async () => {
    const answer = await api(server, member, 'GET', '/cao-scans?limit=veel');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      detail: 'Ongeldige invoer (limit: Vul een getal in.)',
      code: 'validation_failed',
    });
    const both = await api(server, member, 'GET', '/cao-scans?limit=0&skip=1,5');
    expect(both.body.detail).toBe(
      'Ongeldige invoer (skip: Vul een getal in. limit: Vul een getal van minstens 1 in.)',
    );
    const history = await api(server, member, 'GET', '/credits/history?limit=2.5');
    expect(history.body.detail).toBe('Ongeldige invoer (limit: Vul een heel getal in.)');
    const created = await api(server, member, 'POST', '/cao-scans', { name: 'Scan met stappen' });
    const step = await api(server, member, 'POST', `/cao-scans/${created.body.id}/advance-step`, {
      new_step: 'twee',
    });
    expect(step.status).toBe(400);
    expect(step.body.detail).toBe('Vul een getal in.');
    const empty = await api(server, member, 'POST', `/cao-scans/${created.body.id}/advance-step`, {});
    expect(empty.body.detail).toBe('Vul een getal in.');
  });

  it("keeps the spec's own texts", async () => {
    const answer = await api(server, member, 'POST', '/cao-scans', { name: '' });
    expect(answer.body.detail).toBe('Scan naam is verplicht');
  });

  it('answers malformed bodies in Dutch', async () => {
    const json = { 'Content-Type': 'application/json' };
    expect(await send('/api/cao-scans', { method: 'POST', headers: json, body: '{"name": "Scan' })).toEqual({
      status: 400,
      body: { detail: 'De inhoud van het verzoek is geen geldige JSON.' },
    });
    expect(await send('/api/cao-scans', { method: 'POST', headers: json, body: '' })).toEqual({
      status: 400,
      body: { detail: 'De inhoud van het verzoek is leeg, maar het Content-Type zegt JSON.' },
    });
    expect(
      await send('/api/cao-scans', { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: 'a;b' }),
    ).toEqual({
      status: 415,
      body: { detail: 'Dit soort inhoud (Content-Type) wordt hier niet aangenomen; stuur JSON.' },
    });
    const huge = JSON.stringify({ name: 'Scan', description: 'x'.repeat(1_100_000) });
    expect(await send('/api/cao-scans', { method: 'POST', headers: json, body: huge })).toEqual({
      status: 413,
      body: { detail: 'De inhoud van het verzoek is te groot.' },
    });
    const poisoned = '{"name": "Scan", "__proto__": {"isAdmin": true}}';
    expect(await send('/api/cao-scans', { method: 'POST', headers: json, body: poisoned })).toEqual({
      status: 400,
      body: { detail: 'De inhoud van het verzoek is geen geldige JSON.' },
    });
  });

  it('answers a malformed address in Dutch', async () => {
    const response = await fetch(`${server.url}/api/cao-scans/%E0%A4%A`, { headers: member.auth });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'Het adres bevat een ongeldige tekenreeks.' });
  });

  it("keeps GoTrue's wire format on /auth/v1, as supabase-js expects", async () => {
    const response = await fetch(`${server.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.97.0.1' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 400, error_code: 'bad_json' });
    expect(body.msg).toMatch(/^Could not parse request body as JSON/);
  });
});
