import type { AdminInvitationListQuery, InvitationCreate } from '@caoscan/core';
import { readFilterValue, type AdminResource } from '../data/resource-provider';

/**
 * Invitations page on the server with page/size (spec 01 §7). They are sent through POST
 * /invitations/ and listed and cancelled under /admin.
 */
export const invitationProvider: AdminResource = {
  calls: {
    list: (api, query, signal) => api.listAdminInvitations(query as AdminInvitationListQuery, signal),
    create: (api, payload) => api.createInvitation(payload as InvitationCreate),
    delete: (api, id) => api.cancelInvitation(id),
  },
  listKey: 'invitations',
  recordKey: 'invitation',
  paging: 'server',
  toListQuery: (params) => {
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    return {
      page: params.pagination?.page ?? 1,
      size: params.pagination?.perPage ?? 10,
      invitation_status: readFilterValue(filter.status),
      email: readFilterValue(filter.email),
      organization_id: readFilterValue(filter.organization_id),
      role_id: readFilterValue(filter.role_id),
    };
  },
  toPayload: (data) => ({
    email: typeof data.email === 'string' ? data.email.trim().toLowerCase() : data.email,
    role_id: data.role_id,
    organization_id: data.organization_id,
  }),
  errors: {
    list: 'Failed to load invitations',
    create: 'Er is een fout opgetreden bij het versturen van de uitnodiging',
    delete: 'Failed to cancel invitation',
  },
};
