import path from 'node:path';
import { HttpError } from '../http/errors';
import type { Db } from '../db/database';
import { readDocumentText } from '../scans/document-texts';
import { isDocumentError, type ReadOptions, type ScanEngine } from '../scans/engine';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
} as const;

export interface CheckedDocument {
  format: keyof typeof CONTENT_TYPES;
  pageCount: number;
}

function unsupported(filename: string, mimetype: string): HttpError {
  const type = path.extname(filename) || mimetype;
  return new HttpError(415, `File type ${type} is not supported. Please upload PDF, Word, or text files.`);
}

/**
 * Decides by content, never by name: unknown bytes are refused as an unsupported type; anything the
 * engine cannot read (empty, truncated, encrypted, an image, a zip that is no Word file) is refused
 * with the engine's Dutch message, before the document is stored or a scan depends on it. The text
 * read is kept per content (document-texts.ts): the scan reuses it, and the same bytes are read once.
 */
export async function checkDocument(
  { db, engine }: { db: Db; engine: ScanEngine },
  bytes: Buffer,
  upload: { filename: string; mimetype: string; sha256: string },
  options: ReadOptions,
): Promise<CheckedDocument> {
  if (bytes.length > 0 && engine.detectFormat(bytes).kind === 'unknown')
    throw unsupported(upload.filename, upload.mimetype);
  try {
    const text = await readDocumentText(
      db,
      engine,
      { sha256: upload.sha256, load: async () => bytes },
      options,
    );
    return { format: text.format, pageCount: text.pages.length };
  } catch (error) {
    if (!isDocumentError(error)) throw error;
    const status = error.code === 'image' || error.code === 'unsupported' ? 415 : 422;
    throw new HttpError(status, error.message, error.code);
  }
}
