import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES, stripBidiControls } from '@caoscan/core';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import { safeFileName } from './file-name';
import { uploadTempPath } from './temp-files';

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

/**
 * The most a valid request adds to its file: boundaries, part headers (with a long file name) and
 * the few small fields the limits below allow. A body announced as bigger than the cap plus this
 * cannot hold an acceptable file.
 */
const MULTIPART_OVERHEAD = 16 * 1024;
const PART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 9 };

/** The length the client announced, or null (chunked upload). */
export function announcedLength(request: FastifyRequest): number | null {
  const length = Number(request.headers['content-length']);
  return request.headers['content-length'] !== undefined && Number.isFinite(length) ? length : null;
}

/** Refuses a body that announces itself as too big before a byte of it is read. */
export function assertAnnouncedSize(request: FastifyRequest): void {
  const length = announcedLength(request);
  if (length !== null && length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
    throw new UploadTooLargeError(length);
  }
}

/** The file bytes a body of the announced length holds at least. */
export function smallestFileIn(request: FastifyRequest): number | null {
  const length = announcedLength(request);
  return length === null ? null : Math.max(0, length - MULTIPART_OVERHEAD);
}

const MALFORMED =
  'Het formulier is onvolledig of beschadigd aangekomen (geen geldig multipart/form-data). Probeer het opnieuw.';
const ONE_FILE = 'Stuur precies één bestand mee in het veld "file".';
const TOO_MANY_FIELDS =
  'Het formulier bevat te veel of te lange velden: stuur alleen "file", "cao_scan_id", "kind", "sector" en "cao_name".';

/** Busboy's and @fastify/multipart's errors about the form itself, as a Dutch 400. */
function malformedFormError(error: unknown): HttpError | null {
  const e = error as { code?: string; message?: string; syscall?: string };
  switch (e?.code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(400, ONE_FILE, 'invalid_multipart');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(400, TOO_MANY_FIELDS, 'invalid_multipart');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(400, MALFORMED, 'invalid_multipart');
  }
  // Busboy's own parse errors carry no code: 'Multipart: Boundary not found', 'Unexpected end of
  // multipart data', 'Malformed part header'. File system errors (ENOSPC, …) stay 500s.
  if (!e?.code && !e?.syscall && /multipart|boundary|part header|unexpected end/i.test(e?.message ?? '')) {
    return new HttpError(400, MALFORMED, 'invalid_multipart');
  }
  return null;
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
  const tempPath = uploadTempPath(tempDir);
  try {
    const parts = request.parts({ limits: PART_LIMITS });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(400, TOO_MANY_FIELDS, 'invalid_multipart');
        fields[part.fieldname] = stripBidiControls(String(part.value ?? ''));
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        throw new HttpError(400, ONE_FILE, 'invalid_multipart');
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
        filename: safeFileName(part.filename || ''),
        mimetype: part.mimetype || 'application/octet-stream',
        fields,
      };
    }
  } catch (error) {
    await fs.promises.rm(tempPath, { force: true });
    if (isFileTooLarge(error))
      throw new UploadTooLargeError(Math.max(MAX_UPLOAD_BYTES + 1, announced(request)));
    throw malformedFormError(error) ?? error;
  }
  if (!upload) throw badRequest('Er is geen bestand meegestuurd (veld "file").');
  return upload;
}

function announced(request: FastifyRequest): number {
  return announcedLength(request) ?? 0;
}
