import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3StandIn {
  /** http://127.0.0.1:PORT, the S3 endpoint to configure. */
  endpoint: string;
  /** The folder s3rver keeps the bucket in (a test may put its own temporary files there too). */
  directory: string;
  stop: () => Promise<void>;
}

/** s3rver, a real S3-compatible server on a free port, with one empty bucket; `stop` removes it all. */
export async function startS3StandIn(bucket: string): Promise<S3StandIn> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'caoscan-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    stop: async () => {
      await s3.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
