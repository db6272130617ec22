import type { ApiClient, CaoVersionChanges, Download } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export type { CaoVersionChanges };

export const caoCatalogueKeys = {
  versionChanges: (versionId: string, from: string | null) =>
    ['cao-catalogue', 'versions', versionId, 'changes', from] as const,
};

/** GET /caos/versions/{id}/changes[?from=] — 'Wat is er veranderd' (no credit). */
export function getVersionChanges(api: ApiClient, versionId: string, from: string | null) {
  return api.getCaoVersionChanges(versionId, from ?? undefined);
}

/** GET /caos/versions/{id}/changes.xlsx — the same list as a workbook. */
export function fetchVersionChangesExcel(
  api: ApiClient,
  versionId: string,
  from: string | null,
): Promise<Download> {
  return api.exportCaoVersionChanges(versionId, from ?? undefined);
}

export function versionChangesQueryOptions(api: ApiClient, versionId: string, from: string | null) {
  return queryOptions({
    queryKey: caoCatalogueKeys.versionChanges(versionId, from),
    queryFn: () => getVersionChanges(api, versionId, from),
    retry: false,
  });
}

export function useVersionChanges(versionId: string, from: string | null) {
  const { api } = useServices();
  return useQuery(versionChangesQueryOptions(api, versionId, from));
}
