import {
  AcceptInvitationInputSchema,
  AcceptInvitationResultSchema,
  InvitationActionResultSchema,
  InvitationCreateInputSchema,
  InvitationListQuerySchema,
  InvitationListSchema,
  InvitationSchema,
  InvitationVerificationSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requirePermission, requireUser } from '../http/current-user';
import { requireOrganizationId } from '../scans/scan-commands';
import { acceptInvitation, verifyInvitation } from './accept-invitation';
import { cancelInvitation, inviteUser, resendInvitation } from './invitation-commands';
import { listInvitations } from './list-invitations';

/** The link's token is worth guessing at: per-IP limits on the two routes that take it. */
const tokenRateLimit = { max: 60, timeWindow: 10 * 60_000 };
const IdParamsSchema = z.object({ id: z.string().max(100) });

/** /api/invitations (spec 01 §7, 02 §7): invite, list, verify, accept, cancel, resend. */
export const invitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['invitations'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/invitations/',
    { schema: { tags, security, body: InvitationCreateInputSchema, response: { 201: InvitationSchema } } },
    async (request, reply) => {
      const user = requirePermission(request, 'invite_users');
      return reply.code(201).send(await inviteUser(ctx, user, request.body));
    },
  );

  app.get(
    '/api/invitations/',
    {
      schema: {
        tags,
        security,
        querystring: InvitationListQuerySchema,
        response: { 200: InvitationListSchema },
      },
    },
    async (request) => {
      const organizationId = requireOrganizationId(requirePermission(request, 'view_invitations'));
      const { page, size, status, invitation_status, email } = request.query;
      return listInvitations(ctx.db, {
        organizationId,
        page,
        size,
        status: status ?? invitation_status,
        email,
      });
    },
  );

  app.get(
    '/api/invitations/verify/:token',
    {
      schema: {
        tags,
        description: 'No authentication: the token from the e-mail is the proof.',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: InvitationVerificationSchema },
      },
      config: { rateLimit: tokenRateLimit },
    },
    async (request) => verifyInvitation(ctx.db, request.params.token),
  );

  app.post(
    '/api/invitations/accept-invitation',
    {
      schema: {
        tags,
        security,
        body: AcceptInvitationInputSchema,
        response: { 200: AcceptInvitationResultSchema },
      },
      config: { rateLimit: tokenRateLimit },
    },
    async (request) => acceptInvitation(ctx.db, requireUser(request), request.body.token),
  );

  app.put(
    '/api/invitations/:id/cancel',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: InvitationActionResultSchema } } },
    async (request) =>
      cancelInvitation(ctx, requirePermission(request, 'manage_invitations'), request.params.id),
  );

  app.put(
    '/api/invitations/:id/resend',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: InvitationActionResultSchema } } },
    async (request) =>
      resendInvitation(ctx, requirePermission(request, 'manage_invitations'), request.params.id),
  );
};
