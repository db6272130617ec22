import { pdfPool } from './pdf/pdf-pool';

/**
 * Starts the PDF reader threads (they load pdf.js, ~0.3–1 s) so the first upload after a server
 * or worker start does not wait for it. Optional; call once at startup.
 */
export function warmUpDocumentReader(): void {
  pdfPool.warmUp();
}
