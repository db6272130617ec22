import type { ApiClient, Scan, StartComparison } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

/** POST /cao-scans/{id}/start-comparison — also resumes or restarts (the server keeps done work). */
export function startComparison(api: ApiClient, scanId: string, payload: StartComparison) {
  return api.startComparison(scanId, payload);
}

/** The payload from what step 2 stored on the scan. */
export function toStartPayload(scan: Scan): StartComparison {
  return {
    is_abu_cao: Boolean(scan.is_abu_cao),
    current_cao_file_id: scan.is_abu_cao ? null : scan.current_cao_file_id,
    current_cao_name: scan.current_cao_name,
    current_cao_sector: scan.current_cao_sector,
    client_cao_file_id: scan.client_cao_file_id,
    client_cao_name: scan.client_cao_name,
    client_cao_sector: scan.client_cao_sector,
  };
}

export function useStartComparison() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scan: Scan) => startComparison(api, scan.id, toStartPayload(scan)),
    onSuccess: async ({ scan }) => {
      queryClient.setQueryData(scanKeys.detail(scan.id), scan);
      await queryClient.invalidateQueries({ queryKey: scanKeys.sectionTasks(scan.id) });
    },
  });
}
