import type { AdminApiClient, DetailedComparisonResult, ScanSide } from '@caoscan/core';

/**
 * The admin scan detail's reads: the results (spec 02 §2) with details if possible, else the plain
 * rows, else none — the read-only page always renders, as the customer's does; and the review's.
 */
export function createCaoScanActions(api: AdminApiClient) {
  return {
    async getScanResults(scanId: string): Promise<DetailedComparisonResult[]> {
      try {
        return (await api.getAdminDetailedComparisonResults(scanId)).results;
      } catch (error) {
        console.error('Resultaten met details konden niet worden geladen', error);
      }
      try {
        const plain = await api.getAdminComparisonResults(scanId);
        return plain.results.map((row) => ({
          ...row,
          current_extraction_details: null,
          client_extraction_details: null,
        }));
      } catch (error) {
        console.error('Fout bij ophalen scans', error);
        return [];
      }
    },
    /** The review's reads (issue I) through the admin's read-only twins, never the customer's routes. */
    getScanDocumentPage: (scanId: string, side: ScanSide, page: number) =>
      api.getAdminDocumentPage(scanId, side, page),
    getScanDocumentFile: (scanId: string, side: ScanSide) => api.getAdminDocumentFile(scanId, side),
    listScanCorrections: (scanId: string) => api.listAdminCorrections(scanId),
  };
}
