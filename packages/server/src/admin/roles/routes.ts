import {
  AdminActionResultSchema,
  AdminRoleListSchema,
  AdminRoleSchema,
  RoleAssignmentInputSchema,
  UserRoleListSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requirePermission } from '../../http/current-user';
import { findUser } from '../users/user-commands';
import { assignRole, removeRole } from './role-assignment';
import { createRole, deleteRole, updateRole } from './role-commands';
import { listAdminRoles, listUserRoles } from './read-roles';

const doc = { tags: ['admin'], security: [{ bearer: [] }] };
const IdParamsSchema = z.object({ id: z.string().max(100) });
const RoleBodySchema = z.object({
  name: z.string().max(200).optional(),
  description: z.string().max(1000).nullish(),
});

/** Rollen Beheer (spec 01 §7): roles and who holds them. */
export const adminRoleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const readOne = async (id: string) => (await listAdminRoles(db, id))[0]!;

  app.get(
    '/api/admin/roles',
    { schema: { ...doc, response: { 200: AdminRoleListSchema } } },
    async (request) => {
      requirePermission(request, 'access_admin_dashboard');
      return { roles: await listAdminRoles(db) };
    },
  );

  app.post(
    '/api/admin/roles',
    { schema: { ...doc, body: RoleBodySchema, response: { 201: AdminRoleSchema } } },
    async (request, reply) => {
      const actor = requirePermission(request, 'manage_roles');
      return reply.code(201).send(await readOne(await createRole(db, actor, request.body)));
    },
  );

  app.put(
    '/api/admin/roles/:id',
    { schema: { ...doc, params: IdParamsSchema, body: RoleBodySchema, response: { 200: AdminRoleSchema } } },
    async (request) => {
      const actor = requirePermission(request, 'manage_roles');
      await updateRole(db, actor, request.params.id, request.body);
      return readOne(request.params.id);
    },
  );

  app.delete(
    '/api/admin/roles/:id',
    { schema: { ...doc, params: IdParamsSchema, response: { 200: AdminActionResultSchema } } },
    async (request) => {
      const actor = requirePermission(request, 'manage_roles');
      await deleteRole(db, actor, request.params.id);
      return { success: true, message: 'Rol verwijderd.' };
    },
  );

  app.get(
    '/api/admin/roles/users/:id',
    { schema: { ...doc, params: IdParamsSchema, response: { 200: UserRoleListSchema } } },
    async (request) => {
      requirePermission(request, 'access_admin_dashboard');
      return { roles: await listUserRoles(db, (await findUser(db, request.params.id)).id) };
    },
  );

  app.post(
    '/api/admin/roles/assign',
    { schema: { ...doc, body: RoleAssignmentInputSchema, response: { 200: AdminActionResultSchema } } },
    async (request) => assignRole(db, requirePermission(request, 'manage_roles'), request.body),
  );

  app.delete(
    '/api/admin/roles/assign',
    { schema: { ...doc, body: RoleAssignmentInputSchema, response: { 200: AdminActionResultSchema } } },
    async (request) => removeRole(db, requirePermission(request, 'manage_roles'), request.body),
  );
};
