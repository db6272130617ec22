import fs from 'node:fs';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** An S3-compatible bucket (AWS, MinIO, Cloudflare R2, …) through @aws-sdk/client-s3. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers do not understand the
    // SDK's default aws-chunked uploads with checksum trailers and would store them verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  const exists = async (Key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  };
  return {
    kind: 's3',
    exists,
    async putFile(Key, filePath, size) {
      if (await exists(Key)) return;
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: fs.createReadStream(filePath), ContentLength: size }),
      );
    },
    async read(Key) {
      const response = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!response.Body) throw new Error(`empty object: ${Key}`);
      return Buffer.from(await response.Body.transformToByteArray());
    },
    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    // A PUT is whole or nothing: no partial objects to clean.
    removeLeftovers: async () => 0,
  };
}
