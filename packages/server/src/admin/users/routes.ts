import {
  AdminActionResultSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserSchema,
  UserStatusSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requirePermission } from '../../http/current-user';
import { notFound } from '../../http/errors';
import { listAdminUsers, readAdminUser } from './read-users';
import { deleteUser, findUser, setUserStatus, USER_NOT_FOUND } from './user-commands';
import { fastJsonSerializer } from '../../http/response-serializer';

const doc = { tags: ['admin'], security: [{ bearer: [] }] };
const IdParamsSchema = z.object({ id: z.string().max(100) });
const StatusBodySchema = z.object({ status: UserStatusSchema });

/** Gebruiker Beheer (spec 01 §7): every user of the platform. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const readOne = async (id: string) => {
    const user = await readAdminUser(db, id);
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  };

  app.get(
    '/api/admin/users',
    {
      schema: { ...doc, querystring: AdminUserListQuerySchema, response: { 200: AdminUserListSchema } },
      serializerCompiler: fastJsonSerializer,
    },
    async (request) => {
      requirePermission(request, 'access_admin_dashboard');
      const { limit, offset, search, status } = request.query;
      const { users, total } = await listAdminUsers(db, {
        limit,
        offset,
        search: search || undefined,
        status: status === 'all' ? undefined : status,
      });
      return { users, pagination: { total, limit, offset } };
    },
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { ...doc, params: IdParamsSchema, response: { 200: AdminUserSchema } } },
    async (request) => {
      requirePermission(request, 'access_admin_dashboard');
      return readOne((await findUser(db, request.params.id)).id);
    },
  );

  app.put(
    '/api/admin/users/:id/status',
    {
      schema: { ...doc, params: IdParamsSchema, body: StatusBodySchema, response: { 200: AdminUserSchema } },
    },
    async (request) => {
      const actor = requirePermission(request, 'manage_all_users');
      await setUserStatus(db, actor, request.params.id, request.body.status);
      return readOne(request.params.id);
    },
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { ...doc, params: IdParamsSchema, response: { 200: AdminActionResultSchema } } },
    async (request) => {
      const actor = requirePermission(request, 'manage_all_users');
      await deleteUser(db, actor, request.params.id);
      return { success: true, message: 'Gebruiker verwijderd.' };
    },
  );
};
