import type { ApiClient, Scan } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

/** POST /cao-scans/{id}/advance-step — the server keeps the furthest step reached. */
export function advanceStep(api: ApiClient, scanId: string, newStep: number): Promise<Scan> {
  return api.advanceStep(scanId, newStep);
}

export function useAdvanceStep() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scanId, newStep }: { scanId: string; newStep: number }) =>
      advanceStep(api, scanId, newStep),
    onSuccess: async (scan) => {
      // The wizard's guard reads the stored step: it must see the new one before navigating.
      queryClient.setQueryData(scanKeys.detail(scan.id), scan);
      await queryClient.invalidateQueries({ queryKey: scanKeys.list() });
    },
  });
}
