import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '@caoscan/core';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';

export interface ReceivedUpload {
  tempPath: string;
  size: number;
  sha256: string;
  filename: string;
  mimetype: string;
  fields: Record<string, string>;
}

/** Spec 02 §5: 'File size (x MB) exceeds the maximum allowed size of 50MB'. */
export class UploadTooLargeError extends HttpError {
  constructor(bytes: number) {
    super(413, `File size (${(bytes / 1024 / 1024).toFixed(2)} MB) exceeds the maximum allowed size of 50MB`);
  }
}

const MULTIPART_OVERHEAD = 64 * 1024;

/** Refuses a body that announces itself as too big before a byte of it is read. */
export function assertAnnouncedSize(request: FastifyRequest): void {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
    throw new UploadTooLargeError(length);
  }
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Streams the multipart body: the one `file` part goes to a temp file while it is hashed and
 * counted, the other parts are small text fields. The 50 MB cap is enforced while streaming:
 * the file stops at the limit and nothing past it is kept.
 */
export async function receiveUpload(request: FastifyRequest, tempDir: string): Promise<ReceivedUpload> {
  await fs.promises.mkdir(tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  let upload: ReceivedUpload | null = null;
  const tempPath = path.join(tempDir, `upload-${randomUUID()}`);
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        throw badRequest('Stuur precies één bestand mee in het veld "file".');
      }
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      // Busboy stops passing bytes at the limit but ends the part only at its boundary, which may be
      // 50 MB (or forever) away: the limit itself ends the upload.
      const file = part.file;
      file.once('limit', () =>
        file.destroy(new UploadTooLargeError(Math.max(MAX_UPLOAD_BYTES + 1, announced(request)))),
      );
      await pipeline(file, measure, fs.createWriteStream(tempPath));
      if (file.truncated) throw new UploadTooLargeError(Math.max(MAX_UPLOAD_BYTES + 1, announced(request)));
      upload = {
        tempPath,
        size,
        sha256: hash.digest('hex'),
        filename: part.filename || 'document',
        mimetype: part.mimetype || 'application/octet-stream',
        fields,
      };
    }
  } catch (error) {
    await fs.promises.rm(tempPath, { force: true });
    if (isFileTooLarge(error))
      throw new UploadTooLargeError(Math.max(MAX_UPLOAD_BYTES + 1, announced(request)));
    throw error;
  }
  if (!upload) throw badRequest('Er is geen bestand meegestuurd (veld "file").');
  return upload;
}

function announced(request: FastifyRequest): number {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) ? length : 0;
}
