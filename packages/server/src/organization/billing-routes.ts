import { BillingInfoSchema, BillingUpdateSchema } from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requirePermission, requireUser, type CurrentUser } from '../http/current-user';
import { HttpError } from '../http/errors';
import { readBillingInfo, saveBillingInfo } from './read-billing';

function requireOrganization(user: CurrentUser): string {
  if (!user.organizationId) throw new HttpError(404, 'Geen organisatie gevonden voor deze gebruiker');
  return user.organizationId;
}

/**
 * GET/PUT /api/organization/settings/billing (spec 02 §7): every member reads the company's
 * billing details (the form shows them read-only); organisation admins and admins change them
 * (§6), with every rule of §5 checked here by the same schema the form uses.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const path = '/api/organization/settings/billing';
  const schema = {
    tags: ['organization'],
    security: [{ bearer: [] }],
    response: { 200: BillingInfoSchema },
  };

  app.get(path, { schema }, async (request) =>
    readBillingInfo(ctx.db, requireOrganization(requireUser(request))),
  );

  app.put(path, { schema: { ...schema, body: BillingUpdateSchema } }, async (request) => {
    const user = requirePermission(request, 'edit_billing');
    return saveBillingInfo(ctx.db, requireOrganization(user), user.id, request.body);
  });
};
