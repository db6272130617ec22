import {
  AdminCreditHistoryQuerySchema,
  AdminCreditHistorySchema,
  CreditAdjustmentRequestSchema,
  CreditAdjustmentResultSchema,
  CreditBalanceSchema,
  CreditLedgerQuerySchema,
  CreditLedgerSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { readCreditBalance } from '../../credits/read-credits';
import { requirePermission } from '../../http/current-user';
import { badRequest, notFound } from '../../http/errors';
import { assertValidRequest } from '../../scans/validation';
import { adjustCredits, ORGANIZATION_NOT_FOUND } from './adjust-credits';
import { readLedger } from './read-ledger';

const doc = { tags: ['admin'], security: [{ bearer: [] }] };
const OrganizationParamsSchema = z.object({ organizationId: z.string() });
const UUID = z.uuid();

/**
 * The organisation the path names: a malformed id and an id that names no organisation are both
 * 404 (not an empty balance or history of an organisation that does not exist).
 */
async function readOrganizationId(db: Db, value: string): Promise<string> {
  if (!UUID.safeParse(value).success) throw notFound(ORGANIZATION_NOT_FOUND);
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', value)
    .executeTakeFirst();
  if (!organization) throw notFound(ORGANIZATION_NOT_FOUND);
  return value;
}

/**
 * The back-office's credits (spec 01 §7 "Admin calls"): any organisation's balance and history,
 * the ledger across organisations, and manual adjustments. Platform admins and support staff read
 * and adjust (`access_admin_dashboard`, `adjust_credits`); nobody else.
 */
export const adminCreditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/api/admin/credits/balance/:organizationId',
    { schema: { ...doc, params: OrganizationParamsSchema, response: { 200: CreditBalanceSchema } } },
    async (request) => {
      requirePermission(request, 'access_admin_dashboard');
      return readCreditBalance(db, await readOrganizationId(db, request.params.organizationId));
    },
  );

  app.get(
    '/api/admin/credits/history/:organizationId',
    {
      schema: {
        ...doc,
        params: OrganizationParamsSchema,
        querystring: AdminCreditHistoryQuerySchema,
        response: { 200: AdminCreditHistorySchema },
      },
      attachValidation: true,
    },
    async (request) => {
      requirePermission(request, 'access_admin_dashboard');
      assertValidRequest(request);
      const organizationId = await readOrganizationId(db, request.params.organizationId);
      const { limit, offset, transaction_type } = request.query;
      const ledger = await readLedger(db, { organizationId, type: transaction_type, limit, offset });
      return { transactions: ledger.transactions, total_count: ledger.total };
    },
  );

  app.get(
    '/api/admin/credits/transactions',
    {
      schema: { ...doc, querystring: CreditLedgerQuerySchema, response: { 200: CreditLedgerSchema } },
      attachValidation: true,
    },
    async (request) => {
      requirePermission(request, 'access_admin_dashboard');
      assertValidRequest(request);
      const { organization_id, transaction_type, limit, offset } = request.query;
      return readLedger(db, { organizationId: organization_id, type: transaction_type, limit, offset });
    },
  );

  app.post(
    '/api/admin/credits/adjust',
    {
      schema: {
        ...doc,
        body: CreditAdjustmentRequestSchema,
        response: { 200: CreditAdjustmentResultSchema },
      },
      attachValidation: true,
    },
    async (request) => {
      const actor = requirePermission(request, 'adjust_credits');
      assertValidRequest(request);
      const { organization_id, credits_amount, description } = request.body;
      const outcome = await adjustCredits(db, actor, {
        organizationId: organization_id,
        amount: credits_amount,
        description,
      });
      if (outcome.status === 'insufficient') {
        throw badRequest(
          `Het saldo kan niet onder nul komen: deze organisatie heeft ${outcome.balance} credits, ` +
            `er kunnen er hoogstens ${outcome.balance} af.`,
        );
      }
      const amount = outcome.transaction.credits_amount;
      return {
        success: true,
        message: `${amount > 0 ? '+' : ''}${amount} credits geboekt; nieuw saldo ${outcome.transaction.balance_after}.`,
        transaction: outcome.transaction,
      };
    },
  );
};
