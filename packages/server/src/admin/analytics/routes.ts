import { AdminAnalyticsSchema } from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requirePermission } from '../../http/current-user';
import { readAnalytics } from './read-analytics';

/** GET /api/admin/analytics: the dashboard's and analytics screen's counts and weekly series. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/analytics',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: AdminAnalyticsSchema },
      },
    },
    async (request) => {
      requirePermission(request, 'view_analytics');
      return readAnalytics(ctx.db);
    },
  );
};
