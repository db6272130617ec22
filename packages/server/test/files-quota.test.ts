import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from './harness';
import { sendRawRequest } from './raw-http';
import { startScanServer, uploadFile } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

const KB = 1024;
/** A readable text cao of about `size` bytes; `variant` makes the content (and its hash) differ. */
function textCao(variant: string, size: number): Buffer {
  const line = `Artikel ${variant} De werkgever betaalt het loon uiterlijk op de laatste werkdag van de maand.\n`;
  return Buffer.from(`Artikel 1 Werkingssfeer\n${line.repeat(Math.ceil(size / line.length))}`.slice(0, size));
}

const QUOTA_FULL = /^De opslagruimte van uw organisatie is vol: .* van 1 MB is in gebruik\. Verwijder scans/;
const RATE =
  /^Uw organisatie heeft het maximum van 6 uploads per uur bereikt\. Probeer het over \d+ minuten? opnieuw\.$/;

describe('upload rate and storage quota per organisation', () => {
  let server: TestServer & { dataDir: string };

  beforeAll(async () => {
    server = await startScanServer({ UPLOADS_PER_HOUR: '6', UPLOAD_QUOTA_MB: '1' });
  });
  afterAll(() => server.close());

  async function member(label: string): Promise<{ user: TestUser; scanId: string }> {
    const user = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 3 }),
      'org_member',
      label,
    );
    const scanId = (await api(server, user, 'POST', '/cao-scans', { name: label })).body.id;
    return { user, scanId };
  }

  it('keeps an organisation within its storage quota, counting every upload', async () => {
    const { user, scanId } = await member('opslag');
    const first = textCao('A', 600 * KB);
    expect((await uploadFile(server, user, scanId, first, 'a.txt')).status).toBe(201);

    const refused = await uploadFile(server, user, scanId, textCao('B', 600 * KB), 'b.txt');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      detail: expect.stringMatching(QUOTA_FULL),
      code: 'upload_quota_exceeded',
    });

    // Announced as not fitting: refused from the headers, before the body, and the connection closed.
    const early = await sendRawRequest(server.url, {
      path: '/api/files/upload',
      headers: {
        ...user.auth,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(700 * KB),
      },
    });
    expect(early.status).toBe(403);
    expect(JSON.parse(early.body).detail).toMatch(QUOTA_FULL);
    expect(early.closed).toBe(true);

    // Deleting the scan deletes its documents and so frees the room.
    expect((await api(server, user, 'DELETE', `/cao-scans/${scanId}`)).status).toBe(200);
    const next = (await api(server, user, 'POST', '/cao-scans', { name: 'Opnieuw' })).body.id as string;
    expect((await uploadFile(server, user, next, textCao('B', 600 * KB), 'b.txt')).status).toBe(201);
  });

  it('limits the uploads an organisation makes in an hour, not those of others', async () => {
    const { user, scanId } = await member('tempo');
    const colleague = await createSignedInUser(server, user.organizationId, 'org_member', 'collega');
    const colleagueScan = (await api(server, colleague, 'POST', '/cao-scans', { name: 'Collega' })).body.id;
    for (let i = 0; i < 3; i++) {
      expect((await uploadFile(server, user, scanId, textCao(`R${i}`, 2 * KB), `r${i}.txt`)).status).toBe(
        201,
      );
      expect(
        (await uploadFile(server, colleague, colleagueScan, textCao(`C${i}`, 2 * KB), `c${i}.txt`)).status,
      ).toBe(201);
    }
    const refused = await uploadFile(server, colleague, colleagueScan, textCao('X', 2 * KB), 'x.txt');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ detail: expect.stringMatching(RATE), code: 'upload_rate_limited' });

    const other = await member('ander');
    expect((await uploadFile(server, other.user, other.scanId, textCao('O', 2 * KB), 'o.txt')).status).toBe(
      201,
    );
  });
});
