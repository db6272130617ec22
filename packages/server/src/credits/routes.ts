import { CreditBalanceSchema, CreditHistoryQuerySchema, CreditHistorySchema } from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requirePermission, requireUser, type CurrentUser } from '../http/current-user';
import { HttpError } from '../http/errors';
import { fastJsonSerializer } from '../http/response-serializer';
import { readCreditBalance, readCreditHistory } from './read-credits';

function requireOrganization(user: CurrentUser): string {
  if (!user.organizationId) throw new HttpError(403, 'Geen organisatie gevonden voor deze gebruiker');
  return user.organizationId;
}

/**
 * GET /api/credits/balance and /api/credits/history: the organisation's shared credits. Every member
 * may read the balance (the scan wizard needs it: 1 credit per scan, 'Laag saldo' below 5); the
 * history and the credits page need view_credits.
 */
export const creditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/credits/balance',
    {
      schema: { tags: ['credits'], security: [{ bearer: [] }], response: { 200: CreditBalanceSchema } },
      serializerCompiler: fastJsonSerializer,
    },
    async (request) => {
      const user = requireUser(request);
      return readCreditBalance(ctx.db, requireOrganization(user));
    },
  );

  app.get(
    '/api/credits/history',
    {
      schema: {
        tags: ['credits'],
        security: [{ bearer: [] }],
        querystring: CreditHistoryQuerySchema,
        response: { 200: CreditHistorySchema },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'view_credits');
      return readCreditHistory(ctx.db, requireOrganization(user), request.query);
    },
  );
};
