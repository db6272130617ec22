import { getRoleLabel, MeResponseSchema, RoleListSchema } from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireUser } from '../http/current-user';
import { notFound } from '../http/errors';
import { getProfile } from '../users/profile';

/** GET /api/auth/me and GET /api/roles (spec 01 §7). */
export const meRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/auth/me',
    { schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: MeResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const profile = await getProfile(ctx.db, user.id);
      if (!profile) throw notFound('Failed to load user profile');
      return profile;
    },
  );

  app.get(
    '/api/roles',
    { schema: { tags: ['roles'], security: [{ bearer: [] }], response: { 200: RoleListSchema } } },
    async (request) => {
      requireUser(request);
      const roles = await ctx.db
        .selectFrom('roles')
        .select(['id', 'name', 'description'])
        .orderBy('name')
        .execute();
      return roles.map((role) => ({ ...role, display_name: getRoleLabel(role.name) }));
    },
  );
};
