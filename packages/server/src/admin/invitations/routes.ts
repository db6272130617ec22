import {
  AdminInvitationListQuerySchema,
  InvitationActionResultSchema,
  InvitationListSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requirePermission } from '../../http/current-user';
import { cancelInvitation, resendInvitation } from '../../invitations/invitation-commands';
import { isUuid } from '../../invitations/invitation-status';
import { listInvitations } from '../../invitations/list-invitations';

const doc = { tags: ['admin'], security: [{ bearer: [] }] };
const IdParamsSchema = z.object({ id: z.string().max(100) });
const NO_MATCH = '00000000-0000-0000-0000-000000000000';

/**
 * Every organisation's invitations (Gebruiker Beheer, tab Uitnodigingen). A pending invitation past
 * its expiry is listed and filtered as expired. Resend and cancel reuse the organisation-level
 * commands, which allow platform admins any invitation and record the change in the audit log.
 */
export const adminInvitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/invitations',
    {
      schema: {
        ...doc,
        querystring: AdminInvitationListQuerySchema,
        response: { 200: InvitationListSchema },
      },
    },
    async (request) => {
      requirePermission(request, 'access_admin_dashboard');
      const { page, size, invitation_status, email, organization_id, role_id } = request.query;
      // An id that is no id matches nothing (rather than a database error).
      const asId = (value: string | undefined) => (value ? (isUuid(value) ? value : NO_MATCH) : undefined);
      return listInvitations(ctx.db, {
        organizationId: asId(organization_id),
        roleId: asId(role_id),
        page,
        size,
        status: invitation_status === 'all' ? undefined : invitation_status,
        email: email || undefined,
      });
    },
  );

  app.put(
    '/api/admin/invitations/:id/resend',
    { schema: { ...doc, params: IdParamsSchema, response: { 200: InvitationActionResultSchema } } },
    async (request) =>
      resendInvitation(ctx, requirePermission(request, 'manage_all_users'), request.params.id),
  );

  app.delete(
    '/api/admin/invitations/:id',
    { schema: { ...doc, params: IdParamsSchema, response: { 200: InvitationActionResultSchema } } },
    async (request) =>
      cancelInvitation(ctx, requirePermission(request, 'manage_all_users'), request.params.id),
  );
};
