import type { ApiTransport } from './api-scans';
import {
  AcceptInvitationInputSchema,
  AcceptInvitationResultSchema,
  ActivityFeedSchema,
  InvitationActionResultSchema,
  InvitationCreateInputSchema,
  InvitationListSchema,
  InvitationSchema,
  InvitationStatsSchema,
  InvitationVerificationSchema,
  OrganizationFileListSchema,
  OrganizationStatsSchema,
  type ActivityFeedQuery,
  type InvitationCreateInput,
  type InvitationListQuery,
} from './schemas/team';

/** Invitations, statistics and activity (spec 02 §7 "User and invitations", statistics), one method per endpoint. */
export function createTeamApi({ request }: ApiTransport) {
  const invitation = (id: string) => `/invitations/${encodeURIComponent(id)}`;
  return {
    inviteUser: (body: InvitationCreateInput) =>
      request('POST', '/invitations/', {
        body,
        bodySchema: InvitationCreateInputSchema,
        schema: InvitationSchema,
      }),
    listInvitations: (query: InvitationListQuery = {}, signal?: AbortSignal) =>
      request('GET', '/invitations/', {
        query: { page: query.page ?? 1, size: query.size ?? 10, status: query.status, email: query.email },
        schema: InvitationListSchema,
        signal,
      }),
    /** No authentication: the link's token is the proof. */
    verifyInvitation: (token: string) =>
      request('GET', `/invitations/verify/${encodeURIComponent(token)}`, {
        auth: false,
        schema: InvitationVerificationSchema,
      }),
    acceptInvitation: (token: string) =>
      request('POST', '/invitations/accept-invitation', {
        body: { token },
        bodySchema: AcceptInvitationInputSchema,
        schema: AcceptInvitationResultSchema,
      }),
    cancelOrganizationInvitation: (id: string) =>
      request('PUT', `${invitation(id)}/cancel`, { schema: InvitationActionResultSchema }),
    resendOrganizationInvitation: (id: string) =>
      request('PUT', `${invitation(id)}/resend`, { schema: InvitationActionResultSchema }),

    /** GET /files — the organisation's uploads, newest first (the caller's own unless scans are shared). */
    listOrganizationFiles: () => request('GET', '/files', { schema: OrganizationFileListSchema }),

    getOrganizationStats: () =>
      request('GET', '/statistics/organization/stats', { schema: OrganizationStatsSchema }),
    getInvitationStats: () =>
      request('GET', '/statistics/invitations/stats', { schema: InvitationStatsSchema }),
    getActivity: (query: ActivityFeedQuery = {}) =>
      request('GET', '/statistics/organization/activity', {
        query: { limit: query.limit, cursor: query.cursor, scope: query.scope },
        schema: ActivityFeedSchema,
      }),
  };
}
