import { toOffsetQuery, type AdminResource } from '../data/resource-provider';

/** All scans, read-only, paged with limit/offset on the server. */
export const caoScanProvider: AdminResource = {
  calls: {
    list: (api, query, signal) => api.listAdminScans(query as { limit?: number; offset?: number }, signal),
    getOne: (api, id) => api.getAdminScan(id),
  },
  listKey: 'scans',
  recordKey: 'scan',
  paging: 'server',
  toListQuery: toOffsetQuery,
  errors: { list: 'Fout bij ophalen scans', one: 'Fout bij ophalen scans' },
};
