import type { ApiClient, CaoSelection, Scan } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

/** PUT /cao-scans/{id}/cao-selection — the seven selection fields (spec 02 §3). */
export function saveCaoSelection(api: ApiClient, scanId: string, selection: CaoSelection): Promise<Scan> {
  return api.saveCaoSelection(scanId, selection);
}

export function useSaveCaoSelection() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scanId, selection }: { scanId: string; selection: CaoSelection }) =>
      saveCaoSelection(api, scanId, selection),
    onSuccess: (scan) => queryClient.setQueryData(scanKeys.detail(scan.id), scan),
  });
}
