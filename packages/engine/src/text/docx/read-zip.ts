import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { documentErrors } from '../document-errors.ts';

/**
 * Limits against zip bombs: a real cao .docx has a few dozen parts and a few MB of XML (a long,
 * heavily formatted one under 20 MB). Parsing costs about 50 ms and 7 MB of memory per MB of XML.
 */
const MAX_ENTRIES = 5000;
const MAX_TOTAL_UNCOMPRESSED = 64 * 1024 * 1024;
export const MAX_PART_BYTES = 32 * 1024 * 1024;

export interface ZipContents {
  names: Set<string>;
  /** UTF-8 text of the requested parts that exist. */
  parts: Map<string, string>;
}

/**
 * Lists a zip archive and reads the requested parts as text. Refuses archives that are not
 * readable zips or whose declared sizes exceed the limits, before inflating anything.
 */
export async function readZip(bytes: Uint8Array, wanted: string[]): Promise<ZipContents> {
  const zip = await openZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  try {
    const entries = await listEntries(zip);
    const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (entries.length > MAX_ENTRIES) throw documentErrors.wordTooHeavy();
    if (total > MAX_TOTAL_UNCOMPRESSED) throw documentErrors.wordTooHeavy();
    const parts = new Map<string, string>();
    for (const entry of entries) {
      if (!wanted.includes(entry.fileName)) continue;
      if (entry.uncompressedSize > MAX_PART_BYTES) throw documentErrors.wordTooHeavy();
      parts.set(entry.fileName, (await readEntry(zip, entry)).toString('utf8'));
    }
    return { names: new Set(entries.map((entry) => entry.fileName)), parts };
  } finally {
    zip.close();
  }
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(documentErrors.corruptWord());
      else resolve(zip);
    });
  });
}

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) reject(documentErrors.wordTooHeavy());
      else zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(documentErrors.corruptWord()));
    zip.readEntry();
  });
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(documentErrors.corruptWord());
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', () => reject(documentErrors.corruptWord()));
    });
  });
}
