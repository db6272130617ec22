import type { Db } from '../db/database';
import type { ReferenceDocument } from '../catalogue/abu-document';
import type { Storage } from '../storage/storage';

/** One side of a scan as the pipeline sees it: a content hash (cache key) and a way to get the bytes. */
export interface ScanDocument {
  side: 'current' | 'client';
  sha256: string;
  filename: string;
  load(): Promise<Buffer>;
}

export class MissingDocumentError extends Error {}

interface ScanSides {
  is_abu_cao: boolean | null;
  /** The catalogue version a 'Ja' scan was started on (catalogue/agency-cao.ts). */
  current_cao_version_id?: string | null;
  current_cao_file_id: string | null;
  client_cao_file_id: string | null;
}

async function fromStoredFile(db: Db, storage: Storage, side: ScanDocument['side'], fileId: string | null) {
  const file = fileId
    ? await db
        .selectFrom('stored_files')
        .select(['sha256', 'storage_key', 'original_filename'])
        .where('id', '=', fileId)
        .executeTakeFirst()
    : undefined;
  if (!file) {
    throw new MissingDocumentError(
      side === 'current'
        ? 'Het document van de huidige cao ontbreekt. Upload het opnieuw in stap 2.'
        : 'Het document van de cao van de klant ontbreekt. Upload het opnieuw in stap 2.',
    );
  }
  return {
    side,
    sha256: file.sha256,
    filename: file.original_filename,
    load: () => storage.read(file.storage_key),
  } satisfies ScanDocument;
}

async function fromCatalogueVersion(db: Db, storage: Storage, versionId: string): Promise<ScanDocument> {
  const version = await db
    .selectFrom('catalogue_cao_versions')
    .select(['sha256', 'storage_key', 'original_filename'])
    .where('id', '=', versionId)
    .executeTakeFirst();
  if (!version) {
    throw new MissingDocumentError(
      'De versie van de ABU / NBBU CAO waarop deze scan liep, bestaat niet meer. Herstart de vergelijking.',
    );
  }
  return {
    side: 'current',
    sha256: version.sha256,
    filename: version.original_filename,
    load: () => storage.read(version.storage_key),
  };
}

/** The current cao (the ABU document when the user said 'Ja') and the client's cao of a scan. */
export async function resolveScanDocuments(
  db: Db,
  storage: Storage,
  loadAbuDocument: () => Promise<ReferenceDocument>,
  scan: ScanSides,
): Promise<{ current: ScanDocument; client: ScanDocument }> {
  let current: ScanDocument;
  if (scan.is_abu_cao && scan.current_cao_version_id) {
    current = await fromCatalogueVersion(db, storage, scan.current_cao_version_id);
  } else if (scan.is_abu_cao) {
    const abu = await loadAbuDocument();
    current = { side: 'current', sha256: abu.sha256, filename: abu.filename, load: async () => abu.bytes };
  } else {
    current = await fromStoredFile(db, storage, 'current', scan.current_cao_file_id);
  }
  const client = await fromStoredFile(db, storage, 'client', scan.client_cao_file_id);
  return { current, client };
}

/** Task input keys: which document a task reads (see section-tasks.ts); the ABU one by content. */
export function scanInputs(scan: ScanSides, abuSha256: string | null): { current: string; client: string } {
  return {
    current: scan.is_abu_cao ? `abu:${abuSha256 ?? 'none'}` : `file:${scan.current_cao_file_id ?? 'none'}`,
    client: `file:${scan.client_cao_file_id ?? 'none'}`,
  };
}
