import type { ApiClient, OrganizationFileList } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export const FILES_ERROR_MESSAGE = 'Kon de bestanden niet laden. Probeer het later opnieuw.';

/** GET /files — the organisation's uploaded documents, newest first. */
export function listOrganizationFiles(api: ApiClient): Promise<OrganizationFileList> {
  return api.listOrganizationFiles();
}

export function organizationFilesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: ['files', 'organization'], queryFn: () => listOrganizationFiles(api) });
}

export function useOrganizationFiles() {
  const { api } = useServices();
  return useQuery(organizationFilesQueryOptions(api));
}
