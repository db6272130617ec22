import { downloadFrom, type ApiTransport } from './api-scans';
import {
  AdminScanListSchema,
  AdminScanSchema,
  ComparisonResultsSchema,
  DetailedComparisonResultsSchema,
} from './schemas/scan-results';
import { CorrectionTrailSchema, DocumentPageSchema, type ScanSide } from './schemas/scan-review';
import {
  AdminAnalyticsSchema,
  type AdminInvitationListQuery,
  type AdminUserListQuery,
  type CreditAdjustmentInput,
  type InvitationCreate,
  type OrganizationCreditHistoryQuery,
  type OrganizationInput,
  type RoleAssignmentInput,
  type RoleInput,
} from './schemas/admin';
import {
  AdminActionResultSchema,
  AdminOrganizationListSchema,
  AdminOrganizationSchema,
  AdminRoleListSchema,
  AdminRoleSchema,
  AdminUserListSchema,
  AdminUserSchema,
  OrganizationMemberListSchema,
  UserRoleListSchema,
} from './schemas/admin-people';
import { InvitationActionResultSchema, InvitationListSchema, InvitationSchema } from './schemas/team';
import {
  AdminCreditHistorySchema,
  CreditAdjustmentResultSchema,
  CreditLedgerSchema,
  type CreditLedgerQuery,
} from './schemas/admin-credits';
import { AuditLogSchema, type AuditLogQuery } from './schemas/admin-audit-log';
import { CreditBalanceSchema } from './schemas/credits';
import {
  AdminCaoListSchema,
  CaoVersionCurrentResultSchema,
  CaoVersionUploadResultSchema,
  type CaoVersionUploadFields,
} from './schemas/cao-catalogue';

/** The multipart form of a catalogue version (POST /admin/caos/versions): the fields, then `file`. */
export function createCaoVersionForm(fields: CaoVersionUploadFields, file: Blob, fileName: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.trim()) form.append(key, value.trim());
  }
  form.append('file', file, fileName);
  return form;
}

/**
 * The platform admin's calls (spec 01 §7 "Admin calls"), one method per endpoint. Answers without a
 * schema in core yet come back as `unknown`; the back-office reads their rows (packages/admin).
 */
export function createAdminApi({ request, send }: ApiTransport) {
  const id = (value: string | number) => encodeURIComponent(String(value));
  return {
    listOrganizations: (signal?: AbortSignal) =>
      request('GET', '/admin/organizations', { schema: AdminOrganizationListSchema, signal }),
    createOrganization: (body: OrganizationInput) =>
      request('POST', '/admin/organizations', { body, schema: AdminOrganizationSchema }),
    updateOrganization: (organizationId: string | number, body: Partial<OrganizationInput>) =>
      request('PUT', `/admin/organizations/${id(organizationId)}`, { body, schema: AdminOrganizationSchema }),
    deleteOrganization: (organizationId: string | number) =>
      request('DELETE', `/admin/organizations/${id(organizationId)}`, { schema: AdminActionResultSchema }),
    listOrganizationUsers: (organizationId: string | number) =>
      request('GET', `/admin/organizations/${id(organizationId)}/users`, {
        schema: OrganizationMemberListSchema,
      }),

    listAdminRoles: (signal?: AbortSignal) =>
      request('GET', '/admin/roles', { schema: AdminRoleListSchema, signal }),
    createRole: (body: RoleInput) => request('POST', '/admin/roles', { body, schema: AdminRoleSchema }),
    updateRole: (roleId: string | number, body: Partial<RoleInput>) =>
      request('PUT', `/admin/roles/${id(roleId)}`, { body, schema: AdminRoleSchema }),
    deleteRole: (roleId: string | number) =>
      request('DELETE', `/admin/roles/${id(roleId)}`, { schema: AdminActionResultSchema }),
    getUserRoles: (userId: string | number) =>
      request('GET', `/admin/roles/users/${id(userId)}`, { schema: UserRoleListSchema }),
    assignRole: (body: RoleAssignmentInput) =>
      request('POST', '/admin/roles/assign', { body, schema: AdminActionResultSchema }),
    removeRole: (body: RoleAssignmentInput) =>
      request('DELETE', '/admin/roles/assign', { body, schema: AdminActionResultSchema }),

    listUsers: (query: AdminUserListQuery = {}, signal?: AbortSignal) =>
      request('GET', '/admin/users', {
        schema: AdminUserListSchema,
        query: { limit: 100, offset: 0, ...query },
        signal,
      }),
    getUser: (userId: string | number) =>
      request('GET', `/admin/users/${id(userId)}`, { schema: AdminUserSchema }),
    setUserStatus: (userId: string | number, status: string) =>
      request('PUT', `/admin/users/${id(userId)}/status`, { body: { status }, schema: AdminUserSchema }),
    deleteUser: (userId: string | number) =>
      request('DELETE', `/admin/users/${id(userId)}`, { schema: AdminActionResultSchema }),

    getAnalytics: () => request('GET', '/admin/analytics', { schema: AdminAnalyticsSchema }),

    /** POST /invitations/ (with the trailing slash of the spec). */
    createInvitation: (body: InvitationCreate) =>
      request('POST', '/invitations/', { body, schema: InvitationSchema }),
    listAdminInvitations: (query: AdminInvitationListQuery = {}, signal?: AbortSignal) =>
      request('GET', '/admin/invitations', { schema: InvitationListSchema, query: { ...query }, signal }),
    resendInvitation: (invitationId: string | number) =>
      request('PUT', `/admin/invitations/${id(invitationId)}/resend`, {
        schema: InvitationActionResultSchema,
      }),
    cancelInvitation: (invitationId: string | number) =>
      request('DELETE', `/admin/invitations/${id(invitationId)}`, { schema: InvitationActionResultSchema }),

    listAdminScans: (query: { limit?: number; offset?: number } = {}, signal?: AbortSignal) =>
      request('GET', '/admin/cao-scans', {
        schema: AdminScanListSchema,
        query: { limit: query.limit ?? 100, offset: query.offset ?? 0 },
        signal,
      }),
    getAdminScan: (scanId: string | number) =>
      request('GET', `/admin/cao-scans/${id(scanId)}`, { schema: AdminScanSchema }),
    getAdminComparisonResults: (scanId: string | number) =>
      request('GET', `/admin/cao-scans/${id(scanId)}/comparison/results`, {
        schema: ComparisonResultsSchema,
      }),
    getAdminDetailedComparisonResults: (scanId: string | number) =>
      request('GET', `/admin/cao-scans/${id(scanId)}/comparison/results-with-details`, {
        schema: DetailedComparisonResultsSchema,
      }),
    exportAdminScanExcel: (scanId: string | number) =>
      downloadFrom(send, `/admin/cao-scans/${id(scanId)}/export-excel`),
    /** Read-only twins of the review routes (issue I): a page, the original bytes, the trail. */
    getAdminDocumentPage: (scanId: string | number, side: ScanSide, page: number) =>
      request('GET', `/admin/cao-scans/${id(scanId)}/documents/${side}/pages/${page}`, {
        schema: DocumentPageSchema,
      }),
    getAdminDocumentFile: async (scanId: string | number, side: ScanSide) =>
      (await send('GET', `/admin/cao-scans/${id(scanId)}/documents/${side}/file`)).arrayBuffer(),
    listAdminCorrections: (scanId: string | number) =>
      request('GET', `/admin/cao-scans/${id(scanId)}/corrections`, { schema: CorrectionTrailSchema }),

    getOrganizationCreditBalance: (organizationId: string | number) =>
      request('GET', `/admin/credits/balance/${id(organizationId)}`, { schema: CreditBalanceSchema }),
    getOrganizationCreditHistory: (
      organizationId: string | number,
      query: OrganizationCreditHistoryQuery = {},
    ) =>
      request('GET', `/admin/credits/history/${id(organizationId)}`, {
        schema: AdminCreditHistorySchema,
        query: { ...query },
      }),
    adjustCredits: (body: CreditAdjustmentInput) =>
      request('POST', '/admin/credits/adjust', { body, schema: CreditAdjustmentResultSchema }),
    /** The ledger across organisations (the back-office's credits list). */
    listCreditTransactions: (query: CreditLedgerQuery = {}, signal?: AbortSignal) =>
      request('GET', '/admin/credits/transactions', {
        schema: CreditLedgerSchema,
        query: { ...query },
        signal,
      }),

    /** The cao catalogue (issue K): every cao with its versions; upload one; mark one current. */
    listCatalogueCaos: (signal?: AbortSignal) =>
      request('GET', '/admin/caos', { schema: AdminCaoListSchema, signal }),
    uploadCaoVersion: (form: FormData) =>
      request('POST', '/admin/caos/versions', { body: form, schema: CaoVersionUploadResultSchema }),
    markCaoVersionCurrent: (versionId: string) =>
      request('PUT', `/admin/caos/versions/${id(versionId)}/current`, {
        schema: CaoVersionCurrentResultSchema,
      }),

    getAuditLog: (query: AuditLogQuery = {}, signal?: AbortSignal) =>
      request('GET', '/admin/audit-log', { schema: AuditLogSchema, query: { ...query }, signal }),
  };
}
