import type { ApiClient } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

/** POST /cao-scans/{id}/rerun — a NEW scan on the catalogue's current cao versions (one credit, as any scan). */
export function rerunScan(api: ApiClient, scanId: string) {
  return api.rerunScan(scanId);
}

export function useRerunScan() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scanId: string) => rerunScan(api, scanId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['cao-scans'] });
      await queryClient.invalidateQueries({ queryKey: ['credits'] });
    },
  });
}
