import fs from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/storage/s3-storage';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';
import { contentKey } from '../src/storage/storage';
import { type TestServer } from './harness';
import { readCorpus, startScanServer, uploadFile, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser } from './sign-in';

const BUCKET = 'caoscan-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * The S3 implementation against a local S3-compatible server (s3rver), directly and behind the
 * upload API and a whole scan: nothing lands in DATA_DIR/files when S3_BUCKET is set.
 */
describe('S3-compatible storage', () => {
  let s3: S3StandIn;
  let s3Dir: string;
  let endpoint: string;

  beforeAll(async () => {
    s3 = await startS3StandIn(BUCKET);
    s3Dir = s3.directory;
    endpoint = s3.endpoint;
  });
  afterAll(async () => {
    await s3.stop();
  });

  it('stores once, reads back, and deletes', async () => {
    const storage = createS3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      ...CREDENTIALS,
    });
    const temp = path.join(s3Dir, 'upload.tmp');
    await fs.writeFile(temp, 'Artikel 1\nDe inhoud.\n');
    const key = contentKey('a'.repeat(64));
    expect(await storage.exists(key)).toBe(false);
    await storage.putFile(key, temp, 21);
    await storage.putFile(key, temp, 21); // already there: a no-op
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.read(key)).toString()).toBe('Artikel 1\nDe inhoud.\n');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
  });

  describe('behind the API', () => {
    let server: TestServer & { dataDir: string };
    beforeAll(async () => {
      server = await startScanServer({
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      });
    });
    afterAll(() => server.close());

    it('uploads into the bucket and runs a scan from it', async () => {
      const user = await createSignedInUser(
        server,
        await createOrganization(server, { credits: 1 }),
        'org_member',
        's3',
      );
      const { body: scan } = await api(server, user, 'POST', '/cao-scans', { name: 'Uit de bucket' });
      const uploaded = await uploadFile(
        server,
        user,
        scan.id,
        await readCorpus('bad/cao-fragment.txt'),
        'fragment.txt',
        {
          kind: 'client',
        },
      );
      expect(uploaded.status).toBe(201);
      const client = new S3Client({
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: CREDENTIALS,
      });
      const head = await client.send(
        new HeadObjectCommand({ Bucket: BUCKET, Key: String(uploaded.body.storage_path) }),
      );
      expect(head.ContentLength).toBe(uploaded.body.file_size);
      await expect(fs.readdir(path.join(server.dataDir, 'files'))).rejects.toThrow();

      const selection = {
        is_abu_cao: true,
        client_cao_file_id: uploaded.body.file_id,
        client_cao_name: 'Fragment',
      };
      expect(
        (await api(server, user, 'POST', `/cao-scans/${scan.id}/start-comparison`, selection)).status,
      ).toBe(202);
      const progress = await waitFor(
        async () => {
          const { body } = await api(server, user, 'GET', `/cao-scans/${scan.id}/section-tasks`);
          return body.overall_status === 'processing' ? null : body;
        },
        120_000,
        300,
      );
      expect(progress.overall_status).toBe('completed');
    });
  });
});
