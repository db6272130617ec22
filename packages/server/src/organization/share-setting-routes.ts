import { ShareSettingSchema, UpdateShareSettingSchema } from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requirePermission, requireUser, type CurrentUser } from '../http/current-user';
import { HttpError } from '../http/errors';

function requireOrganization(user: CurrentUser): string {
  if (!user.organizationId) throw new HttpError(404, 'Geen organisatie gevonden voor deze gebruiker');
  return user.organizationId;
}

/**
 * GET/PUT /api/organization/settings/share-scans (spec 02 §7). Everyone in the organisation may
 * read it (the scan overview needs it); only organisation admins and admins change it (§6).
 */
export const shareSettingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const path = '/api/organization/settings/share-scans';
  const schema = {
    tags: ['organization'],
    security: [{ bearer: [] }],
    response: { 200: ShareSettingSchema },
  };

  app.get(path, { schema }, async (request) => {
    const organizationId = requireOrganization(requireUser(request));
    const row = await ctx.db
      .selectFrom('organizations')
      .select(['id', 'share_scans_with_organization'])
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow();
    return { organization_id: row.id, share_scans_with_organization: row.share_scans_with_organization };
  });

  app.put(path, { schema: { ...schema, body: UpdateShareSettingSchema } }, async (request) => {
    const organizationId = requireOrganization(requirePermission(request, 'edit_share_setting'));
    const row = await ctx.db
      .updateTable('organizations')
      .set({
        share_scans_with_organization: request.body.share_scans_with_organization,
        updated_at: new Date(),
      })
      .where('id', '=', organizationId)
      .returning(['id', 'share_scans_with_organization'])
      .executeTakeFirstOrThrow();
    return { organization_id: row.id, share_scans_with_organization: row.share_scans_with_organization };
  });
};
