import {
  ActivityFeedQuerySchema,
  ActivityFeedSchema,
  hasPermission,
  InvitationStatsSchema,
  OrganizationStatsSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readActivity } from '../activity/read-activity';
import type { AppContext } from '../context';
import { requirePermission, requireUser } from '../http/current-user';
import { readInvitationStats } from '../invitations/list-invitations';
import { requireOrganizationId } from '../scans/scan-commands';
import { readOrganizationStats } from './organization-stats';

/** /api/statistics (spec 02 §7): the caller's own organisation only. */
export const statisticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['statistics'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/statistics/organization/stats',
    { schema: { tags, security, response: { 200: OrganizationStatsSchema } } },
    async (request) => readOrganizationStats(ctx.db, requireOrganizationId(requireUser(request))),
  );

  app.get(
    '/api/statistics/invitations/stats',
    { schema: { tags, security, response: { 200: InvitationStatsSchema } } },
    async (request) =>
      readInvitationStats(ctx.db, requireOrganizationId(requirePermission(request, 'view_invitations'))),
  );

  app.get(
    '/api/statistics/organization/activity',
    {
      schema: {
        tags,
        security,
        description: 'The last 30 days, newest first; next_cursor is the last item id while more remain.',
        querystring: ActivityFeedQuerySchema,
        response: { 200: ActivityFeedSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return readActivity(ctx.db, {
        organizationId: requireOrganizationId(user),
        ...request.query,
        // Purchases are for those who may see credits.
        hiddenScopes: hasPermission(user.roleNames, 'view_credits') ? [] : ['billing'],
      });
    },
  );
};
