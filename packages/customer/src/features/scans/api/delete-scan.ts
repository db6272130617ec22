import type { ApiClient } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { SCANS_KEY } from './scan-keys';

export const DELETE_FAILED_MESSAGE = 'Verwijderen van scan is mislukt';
export const ONLY_OWNER_DELETES_MESSAGE = 'Je kunt alleen je eigen scans verwijderen.';

/** DELETE /cao-scans/{id} — the owner only (the server refuses others with 403). */
export function deleteScan(api: ApiClient, scanId: string) {
  return api.deleteScan(scanId);
}

export function useDeleteScan() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scanId: string) => deleteScan(api, scanId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCANS_KEY }),
  });
}
