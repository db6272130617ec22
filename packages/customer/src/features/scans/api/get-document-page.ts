import type { ScanSide } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSource } from './review-endpoints';
import { scanKeys } from './scan-keys';

/** GET …/documents/{side}/pages/{page}: a page's text lines, the format and the page count. */
export function documentPageQueryOptions({ scanId, endpoints }: ReviewSource, side: ScanSide, page: number) {
  return queryOptions({
    queryKey: [...endpoints.keyScope, ...scanKeys.documentPage(scanId, side, page)],
    queryFn: () => endpoints.getDocumentPage(side, page),
    staleTime: Infinity,
    retry: false,
  });
}

export function useDocumentPage(source: ReviewSource, side: ScanSide, page: number) {
  return useQuery(documentPageQueryOptions(source, side, page));
}
