import path from 'node:path';
import type { Env } from '../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** S3 when S3_BUCKET is set, else DATA_DIR on local disk. Server and workers must agree. */
export function createStorage(env: Env): Storage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(env.DATA_DIR);
}

/** Uploads are streamed here first (same disk as local storage, so copying is cheap). */
export function uploadTempDir(env: Env): string {
  return path.join(env.DATA_DIR, 'tmp');
}
