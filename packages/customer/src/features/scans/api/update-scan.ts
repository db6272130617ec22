import type { ApiClient, Scan, ScanUpdate } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { SCANS_KEY } from './scan-keys';

/** PUT /cao-scans/{id} — name and description, when step 1 is saved again. */
export function updateScan(api: ApiClient, scanId: string, input: ScanUpdate): Promise<Scan> {
  return api.updateScan(scanId, input);
}

export function useUpdateScan() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scanId, input }: { scanId: string; input: ScanUpdate }) => updateScan(api, scanId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCANS_KEY }),
  });
}
