import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@caoscan/core';
import { useServices } from './services';

/**
 * GET /files — the organisation's uploaded documents, newest first. Shared by 'Bestanden beheren'
 * and the wizard's "choose an uploaded file", so an upload in one refreshes the other.
 */
export const ORGANIZATION_FILES_KEY = ['files', 'organization'] as const;

export function organizationFilesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: ORGANIZATION_FILES_KEY, queryFn: () => api.listOrganizationFiles() });
}

export function useOrganizationFiles(enabled = true) {
  const { api } = useServices();
  return useQuery({ ...organizationFilesQueryOptions(api), enabled });
}
