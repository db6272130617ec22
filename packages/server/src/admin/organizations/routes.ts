import {
  AdminActionResultSchema,
  AdminOrganizationListSchema,
  AdminOrganizationSchema,
  OrganizationMemberListSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requirePermission } from '../../http/current-user';
import {
  createOrganization,
  deleteOrganization,
  findOrganization,
  updateOrganization,
} from './organization-commands';
import {
  listAdminOrganizationsJson,
  listOrganizationMembers,
  readAdminOrganization,
} from './read-organizations';
import { sendJsonText } from '../../http/response-serializer';

const doc = { tags: ['admin'], security: [{ bearer: [] }] };
const IdParamsSchema = z.object({ id: z.string().max(100) });
// Loose on purpose: the commands check every field and answer with the spec's Dutch messages (01 §5).
const OrganizationBodySchema = z.object({
  name: z.unknown().optional(),
  type: z.unknown().optional(),
  parent_id: z.unknown().optional(),
});

/** Organisatie Beheer (spec 01 §7): read by back-office staff, changed by platform admins only. */
export const adminOrganizationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const readOne = (id: string) => readAdminOrganization(db, id);

  app.get(
    '/api/admin/organizations',
    { schema: { ...doc, response: { 200: AdminOrganizationListSchema } } },
    async (request, reply) => {
      requirePermission(request, 'access_admin_dashboard');
      // The answer's JSON comes written from the database (read-organizations.ts): sent as it is.
      return sendJsonText(reply, await listAdminOrganizationsJson(db));
    },
  );

  app.post(
    '/api/admin/organizations',
    { schema: { ...doc, body: OrganizationBodySchema, response: { 201: AdminOrganizationSchema } } },
    async (request, reply) => {
      const actor = requirePermission(request, 'manage_all_organizations');
      const id = await createOrganization(db, actor, request.body);
      return reply.code(201).send(await readOne(id));
    },
  );

  app.put(
    '/api/admin/organizations/:id',
    {
      schema: {
        ...doc,
        params: IdParamsSchema,
        body: OrganizationBodySchema,
        response: { 200: AdminOrganizationSchema },
      },
    },
    async (request) => {
      const actor = requirePermission(request, 'manage_all_organizations');
      await updateOrganization(db, actor, request.params.id, request.body);
      return readOne(request.params.id);
    },
  );

  app.delete(
    '/api/admin/organizations/:id',
    { schema: { ...doc, params: IdParamsSchema, response: { 200: AdminActionResultSchema } } },
    async (request) => {
      const actor = requirePermission(request, 'manage_all_organizations');
      await deleteOrganization(db, actor, request.params.id);
      return { success: true, message: 'Organisatie verwijderd.' };
    },
  );

  app.get(
    '/api/admin/organizations/:id/users',
    { schema: { ...doc, params: IdParamsSchema, response: { 200: OrganizationMemberListSchema } } },
    async (request) => {
      requirePermission(request, 'access_admin_dashboard');
      const organization = await findOrganization(db, request.params.id);
      return { users: await listOrganizationMembers(db, organization.id) };
    },
  );
};
