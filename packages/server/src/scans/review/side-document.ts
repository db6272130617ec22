import type { DocumentText } from '@caoscan/engine';
import type { ScanSide } from '@caoscan/core';
import { notFound } from '../../http/errors';
import { readDocumentText } from '../document-texts';
import type { ScanServices } from '../scan-services';
import { MissingDocumentError, resolveScanDocuments } from '../scan-documents';

export interface SideDocument {
  filename: string;
  load(): Promise<Buffer>;
  /** The engine's text, kept per content hash: read once at upload, reused here. */
  readText(): Promise<DocumentText>;
}

const NO_DOCUMENT = 'Dit document is niet (meer) beschikbaar.';

/** One side's document of a scan the caller was already allowed to see. */
export async function loadSideDocument(
  services: ScanServices,
  scanId: string,
  side: ScanSide,
): Promise<SideDocument> {
  const scan = await services.db
    .selectFrom('cao_scans')
    .select(['is_abu_cao', 'current_cao_version_id', 'current_cao_file_id', 'client_cao_file_id'])
    .where('id', '=', scanId)
    .executeTakeFirstOrThrow();
  try {
    const documents = await resolveScanDocuments(
      services.db,
      services.storage,
      services.loadAbuDocument,
      scan,
    );
    const document = documents[side];
    return {
      filename: document.filename,
      load: document.load,
      readText: () => readDocumentText(services.db, services.engine, document),
    };
  } catch (error) {
    if (error instanceof MissingDocumentError) throw notFound(NO_DOCUMENT);
    throw error;
  }
}

/** A page number the document does not have is refused in Dutch, naming the pages it does have. */
export function describePageOutOfRange(page: number, pageCount: number): string {
  return `Pagina ${page} bestaat niet in dit document: kies een pagina van 1 tot en met ${pageCount}.`;
}
