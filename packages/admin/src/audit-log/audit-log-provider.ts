import type { AdminApiClient } from '@caoscan/core';
import type { ResourceProvider } from '../data/resource-overrides';
import { withFallback } from '../data/read-response';

/** The `audit-log` resource: GET /admin/audit-log, paged, newest first. */
export function createAuditLogProvider(api: AdminApiClient): ResourceProvider {
  return {
    async getList(_resource, params) {
      const page = params.pagination?.page ?? 1;
      const perPage = params.pagination?.perPage ?? 25;
      const body = await withFallback('Fout bij ophalen van het auditlogboek', () =>
        api.getAuditLog({ limit: perPage, offset: (page - 1) * perPage }, params.signal),
      );
      return { data: body.entries as never[], total: body.total };
    },
  };
}
