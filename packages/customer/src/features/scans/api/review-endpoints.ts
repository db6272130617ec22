import type { CorrectionTrail, DocumentPage, ScanSide } from '@caoscan/core';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services';

/**
 * The review's reads of one scan (a page, a document's bytes, the trail), passed in by whoever
 * shows it: the customer app its own routes, the back-office the read-only twins under /api/admin.
 */
export interface ReviewEndpoints {
  /** Put before every query key, so the admin's reads never share a cache entry with a customer's. */
  keyScope: readonly string[];
  getDocumentPage: (side: ScanSide, page: number) => Promise<DocumentPage>;
  getDocumentFile: (side: ScanSide) => Promise<ArrayBuffer>;
  listCorrections: () => Promise<CorrectionTrail>;
}

/** What the viewer and the rows need: the scan, its reads, and whether this reader may change it. */
export interface ReviewSource {
  scanId: string;
  endpoints: ReviewEndpoints;
  readOnly: boolean;
}

/** The customer's own review routes (/api/cao-scans/{id}/…), with the signed-in user's token. */
export function useCustomerReviewEndpoints(scanId: string): ReviewEndpoints {
  const { api } = useServices();
  return useMemo(
    () => ({
      keyScope: [],
      getDocumentPage: (side, page) => api.getDocumentPage(scanId, side, page),
      getDocumentFile: (side) => api.getDocumentFile(scanId, side),
      listCorrections: () => api.listCorrections(scanId),
    }),
    [api, scanId],
  );
}
