import type { ApiClient, CorrectValue, RestoreValue } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

/** POST …/corrections: the value in the element's unit, on a page of the document. No credit. */
export function correctValue(api: ApiClient, scanId: string, body: CorrectValue) {
  return api.correctValue(scanId, body);
}

/** POST …/corrections/restore: the engine's value again (recorded in the trail too). */
export function restoreValue(api: ApiClient, scanId: string, body: RestoreValue) {
  return api.restoreValue(scanId, body);
}

/** The results (rows, verdicts, counts) and the trail are read again after every change. */
function useRefreshReview(scanId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scanKeys.results(scanId) }),
      queryClient.invalidateQueries({ queryKey: scanKeys.corrections(scanId) }),
    ]);
}

export function useCorrectValue(scanId: string) {
  const { api } = useServices();
  const refresh = useRefreshReview(scanId);
  return useMutation({
    mutationFn: (body: CorrectValue) => correctValue(api, scanId, body),
    onSuccess: refresh,
  });
}

export function useRestoreValue(scanId: string) {
  const { api } = useServices();
  const refresh = useRefreshReview(scanId);
  return useMutation({
    mutationFn: (body: RestoreValue) => restoreValue(api, scanId, body),
    onSuccess: refresh,
  });
}
