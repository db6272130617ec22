import {
  INVITE_ADMIN_MESSAGES,
  type AdminApiClient,
  type CreditAdjustmentInput,
  type RoleAssignmentInput,
  type UserStatus,
} from '@caoscan/core';
import { isObject, readRows, withFallback } from './read-response';

export type { CreditAdjustmentInput, RoleAssignmentInput };

/**
 * The admin calls that are actions rather than CRUD (spec 01 §7), named after what the admin
 * does. They sit on the dataProvider so screens call them through useDataProvider(); each is one
 * call of the core API client, with the screen's Dutch fallback.
 */
export function createAdminActions(api: AdminApiClient) {
  return {
    async adjustCredits(input: CreditAdjustmentInput) {
      const fallback = 'Fout bij aanpassen van credits';
      const body = await withFallback(fallback, () => api.adjustCredits(input));
      // success: false with no message is still a failure (spec 01 §8).
      if (isObject(body) && body.success === false) {
        throw new Error(typeof body.message === 'string' && body.message ? body.message : fallback);
      }
      return { data: body };
    },
    /** The organisation's first administrator: always role org_administrator (spec 01 §5). */
    async inviteAdmin(organizationId: string, email: string) {
      const fallback = 'Er is een fout opgetreden bij het versturen van de uitnodiging';
      const { roles } = await withFallback('Fout bij ophalen rollen', () => api.listAdminRoles());
      const role = roles.find((candidate) => candidate.name === 'org_administrator');
      if (!role) throw new Error(INVITE_ADMIN_MESSAGES.roleMissing);
      return withFallback(fallback, () =>
        api.createInvitation({
          email: email.trim().toLowerCase(),
          role_id: role.id,
          organization_id: organizationId,
        }),
      );
    },
    resendInvitation: (id: string) =>
      withFallback('Failed to resend invitation', () => api.resendInvitation(id)),
    cancelInvitation: (id: string) =>
      withFallback('Failed to cancel invitation', () => api.cancelInvitation(id)),
    assignRole: (input: RoleAssignmentInput) =>
      withFallback('Fout bij toewijzen rol', () => api.assignRole(input)),
    removeRole: (input: RoleAssignmentInput) =>
      withFallback('Fout bij verwijderen rol', () => api.removeRole(input)),
    setUserStatus: (id: string, status: UserStatus) =>
      withFallback('Fout bij updaten gebruiker status', () => api.setUserStatus(id, status)),
    getUserRoles: async (userId: string) =>
      readRows(
        await withFallback('Fout bij ophalen gebruiker rollen', () => api.getUserRoles(userId)),
        'roles',
      ),
    getAnalytics: () => withFallback('Fout bij ophalen analytics data', () => api.getAnalytics()),
    getCreditBalance: (organizationId: string) =>
      withFallback('Fout bij laden van credit gegevens', () =>
        api.getOrganizationCreditBalance(organizationId),
      ),
    getCreditHistory: async (
      organizationId: string,
      query: { limit?: number; offset?: number; transaction_type?: string } = { limit: 20 },
    ) =>
      readRows(
        await withFallback('Fout bij laden van credit gegevens', () =>
          api.getOrganizationCreditHistory(organizationId, query),
        ),
        'transactions',
      ),
    /** The admin's Excel export of any scan: the file and the name the server gave it. */
    exportScanExcel: (scanId: string) =>
      withFallback('Er is een fout opgetreden bij het downloaden van de Excel.', () =>
        api.exportAdminScanExcel(scanId),
      ),
  };
}

export type AdminActions = ReturnType<typeof createAdminActions>;
