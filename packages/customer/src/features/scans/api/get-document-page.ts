import type { ApiClient, ScanSide } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

/** GET …/documents/{side}/pages/{page}: a page's text lines, the format and the page count. */
export function documentPageQueryOptions(api: ApiClient, scanId: string, side: ScanSide, page: number) {
  return queryOptions({
    queryKey: scanKeys.documentPage(scanId, side, page),
    queryFn: () => api.getDocumentPage(scanId, side, page),
    staleTime: Infinity,
    retry: false,
  });
}

export function useDocumentPage(scanId: string, side: ScanSide, page: number) {
  const { api } = useServices();
  return useQuery(documentPageQueryOptions(api, scanId, side, page));
}
