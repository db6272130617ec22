import type { ApiClient, ScanList } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

/** GET /cao-scans?skip&limit — the scans the caller may see (spec 02 §7; default skip 0, limit 100). */
export function listScans(api: ApiClient, { skip = 0, limit = 100 } = {}): Promise<ScanList> {
  return api.listScans({ skip, limit });
}

export function scansQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: scanKeys.list(), queryFn: () => listScans(api) });
}

export function useScans() {
  const { api } = useServices();
  return useQuery(scansQueryOptions(api));
}
