import { AuditLogQuerySchema, AuditLogSchema } from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requirePermission } from '../../http/current-user';
import { assertValidRequest } from '../../scans/validation';

/**
 * GET /api/admin/audit-log: who in the back-office changed what, newest first. Readable by
 * everyone who reads the back-office (platform admins and support staff), written only by
 * `recordAdminAction` inside each change's transaction.
 */
export const adminAuditLogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogSchema },
      },
      attachValidation: true,
    },
    async (request) => {
      requirePermission(request, 'access_admin_dashboard');
      assertValidRequest(request);
      const { limit, offset } = request.query;
      const [{ count }, rows] = await Promise.all([
        db
          .selectFrom('admin_audit_log')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('admin_audit_log')
          .select(['id', 'actor_email', 'action', 'target_type', 'target_id', 'details', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return {
        total: Number(count),
        entries: rows.map((row) => ({
          ...row,
          details: (row.details ?? {}) as Record<string, unknown>,
          created_at: row.created_at.toISOString(),
        })),
      };
    },
  );
};
