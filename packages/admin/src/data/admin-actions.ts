import type { ApiClient, UserStatus } from '@caoscan/core';
import { isObject, readRows, withFallback } from './read-response';

export interface RoleAssignmentInput {
  user_id: string;
  role_id: string;
  organization_id?: string | null;
}

export interface CreditAdjustmentInput {
  organization_id: string;
  credits_amount: number;
  description: string;
}

const DEFAULT_EXCEL_NAME = 'cao-comparison-results.xlsx';

/** "attachment; filename="x.xlsx"" (or filename*=UTF-8''x.xlsx) → x.xlsx */
export function readDownloadName(header: string | null): string {
  const match = header?.match(/filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i);
  const raw = match?.[1] ?? match?.[2];
  return raw ? decodeURIComponent(raw.trim()) : DEFAULT_EXCEL_NAME;
}

/**
 * The admin calls that are actions rather than CRUD (spec 01 §7), named after what the admin
 * does. They sit on the dataProvider so screens call them through useDataProvider().
 */
export function createAdminActions(api: ApiClient) {
  return {
    async adjustCredits(input: CreditAdjustmentInput) {
      const fallback = 'Fout bij aanpassen van credits';
      const body = await withFallback(fallback, () => api.post<unknown>('/admin/credits/adjust', input));
      // success: false with no message is still a failure (spec 01 §8).
      if (isObject(body) && body.success === false) {
        throw new Error(typeof body.message === 'string' && body.message ? body.message : fallback);
      }
      return { data: body };
    },
    resendInvitation: (id: string) =>
      withFallback('Failed to resend invitation', () => api.put(`/admin/invitations/${id}/resend`)),
    cancelInvitation: (id: string) =>
      withFallback('Failed to cancel invitation', () => api.delete(`/admin/invitations/${id}`)),
    assignRole: (input: RoleAssignmentInput) =>
      withFallback('Fout bij toewijzen rol', () => api.post('/admin/roles/assign', input)),
    removeRole: (input: RoleAssignmentInput) =>
      withFallback('Fout bij verwijderen rol', () => api.delete('/admin/roles/assign', { body: input })),
    setUserStatus: (id: string, status: UserStatus) =>
      withFallback('Fout bij updaten gebruiker status', () => api.put(`/admin/users/${id}/status`, { status })),
    getUserRoles: async (userId: string) =>
      readRows(
        await withFallback('Fout bij ophalen gebruiker rollen', () => api.get(`/admin/roles/users/${userId}`)),
        'roles',
      ),
    getAnalytics: () => withFallback('Fout bij ophalen analytics data', () => api.get<unknown>('/admin/analytics')),
    getCreditBalance: (organizationId: string) =>
      withFallback('Fout bij laden van credit gegevens', () =>
        api.get<unknown>(`/admin/credits/balance/${organizationId}`),
      ),
    getCreditHistory: async (
      organizationId: string,
      query: { limit?: number; offset?: number; transaction_type?: string } = { limit: 20 },
    ) =>
      readRows(
        await withFallback('Fout bij laden van credit gegevens', () =>
          api.get(`/admin/credits/history/${organizationId}`, { query }),
        ),
        'transactions',
      ),
    /** The admin's Excel export of any scan: the file and the name the server gave it. */
    async exportScanExcel(scanId: string) {
      const response = await withFallback('Er is een fout opgetreden bij het downloaden van de Excel.', () =>
        api.send('GET', `/admin/cao-scans/${scanId}/export-excel`),
      );
      return { blob: await response.blob(), filename: readDownloadName(response.headers.get('content-disposition')) };
    },
  };
}

export type AdminActions = ReturnType<typeof createAdminActions>;
