import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSource } from './review-endpoints';
import { scanKeys } from './scan-keys';

/** GET …/corrections: every correction and restore of the scan, oldest first (the audit trail). */
export function correctionTrailQueryOptions({ scanId, endpoints }: ReviewSource) {
  return queryOptions({
    queryKey: [...endpoints.keyScope, ...scanKeys.corrections(scanId)],
    queryFn: () => endpoints.listCorrections(),
  });
}

export function useCorrectionTrail(source: ReviewSource) {
  return useQuery(correctionTrailQueryOptions(source));
}
