import type { Query } from './api-client';
import { downloadFrom, type ApiTransport } from './api-scans';
import {
  AdminScanListSchema,
  AdminScanSchema,
  ComparisonResultsSchema,
  DetailedComparisonResultsSchema,
} from './schemas/scan-results';
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
  AdminCreditHistorySchema,
  CreditAdjustmentResultSchema,
  CreditLedgerSchema,
  type CreditLedgerQuery,
} from './schemas/admin-credits';
import { AuditLogSchema, type AuditLogQuery } from './schemas/admin-audit-log';
import { CreditBalanceSchema } from './schemas/credits';

/**
 * The platform admin's calls (spec 01 §7 "Admin calls"), one method per endpoint. Answers without a
 * schema in core yet come back as `unknown`; the back-office reads their rows (packages/admin).
 */
export function createAdminApi({ request, send }: ApiTransport) {
  const id = (value: string | number) => encodeURIComponent(String(value));
  const get = (path: string, query?: Query, signal?: AbortSignal) =>
    request<unknown>('GET', path, { query, signal });

  return {
    listOrganizations: (signal?: AbortSignal) => get('/admin/organizations', undefined, signal),
    createOrganization: (body: OrganizationInput) =>
      request<unknown>('POST', '/admin/organizations', { body }),
    updateOrganization: (organizationId: string | number, body: Partial<OrganizationInput>) =>
      request<unknown>('PUT', `/admin/organizations/${id(organizationId)}`, { body }),
    deleteOrganization: (organizationId: string | number) =>
      request<unknown>('DELETE', `/admin/organizations/${id(organizationId)}`),
    listOrganizationUsers: (organizationId: string | number) =>
      get(`/admin/organizations/${id(organizationId)}/users`),

    listAdminRoles: (signal?: AbortSignal) => get('/admin/roles', undefined, signal),
    createRole: (body: RoleInput) => request<unknown>('POST', '/admin/roles', { body }),
    updateRole: (roleId: string | number, body: Partial<RoleInput>) =>
      request<unknown>('PUT', `/admin/roles/${id(roleId)}`, { body }),
    deleteRole: (roleId: string | number) => request<unknown>('DELETE', `/admin/roles/${id(roleId)}`),
    getUserRoles: (userId: string | number) => get(`/admin/roles/users/${id(userId)}`),
    assignRole: (body: RoleAssignmentInput) => request<unknown>('POST', '/admin/roles/assign', { body }),
    removeRole: (body: RoleAssignmentInput) => request<unknown>('DELETE', '/admin/roles/assign', { body }),

    listUsers: (query: AdminUserListQuery = {}, signal?: AbortSignal) =>
      get('/admin/users', { limit: 100, offset: 0, ...query }, signal),
    getUser: (userId: string | number) => get(`/admin/users/${id(userId)}`),
    setUserStatus: (userId: string | number, status: string) =>
      request<unknown>('PUT', `/admin/users/${id(userId)}/status`, { body: { status } }),
    deleteUser: (userId: string | number) => request<unknown>('DELETE', `/admin/users/${id(userId)}`),

    getAnalytics: () => request('GET', '/admin/analytics', { schema: AdminAnalyticsSchema }),

    /** POST /invitations/ (with the trailing slash of the spec). */
    createInvitation: (body: InvitationCreate) => request<unknown>('POST', '/invitations/', { body }),
    listAdminInvitations: (query: AdminInvitationListQuery = {}, signal?: AbortSignal) =>
      get('/admin/invitations', { ...query }, signal),
    resendInvitation: (invitationId: string | number) =>
      request<unknown>('PUT', `/admin/invitations/${id(invitationId)}/resend`),
    cancelInvitation: (invitationId: string | number) =>
      request<unknown>('DELETE', `/admin/invitations/${id(invitationId)}`),

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

    getAuditLog: (query: AuditLogQuery = {}, signal?: AbortSignal) =>
      request('GET', '/admin/audit-log', { schema: AuditLogSchema, query: { ...query }, signal }),
  };
}
