import { CaoAlertEmailSettingSchema, RerunScanResponseSchema } from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/current-user';
import { ScanIdParamsSchema } from '../../scans/validation';
import type { ScanServices } from '../../scans/scan-services';
import { rerunScan } from './rerun-scan';

const doc = { security: [{ bearer: [] }] };
const SETTING_PATH = '/api/organization/settings/cao-alert-emails';

/**
 * The alerts' routes (issue K): re-running a scan on the new cao version (a new scan, one credit
 * as any scan), and the signed-in user's own opt-out of the alert e-mails (/configuratie).
 */
export const alertRoutes: FastifyPluginAsyncZod<{ services: ScanServices }> = async (app, { services }) => {
  const { db } = services;

  app.post(
    '/api/cao-scans/:id/rerun',
    {
      schema: {
        ...doc,
        tags: ['cao-scans'],
        description:
          'A new scan with the same selections on the catalogue’s current cao versions, started as any scan (one credit at completion).',
        params: ScanIdParamsSchema,
        response: { 202: RerunScanResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const scanId = await rerunScan(services, user, request.params.id);
      return reply.code(202).send({
        success: true as const,
        message: 'De scan wordt opnieuw uitgevoerd met de nieuwe versie.',
        scan_id: scanId,
      });
    },
  );

  const settingSchema = { ...doc, tags: ['organization'], response: { 200: CaoAlertEmailSettingSchema } };

  app.get(SETTING_PATH, { schema: settingSchema }, async (request) => {
    const user = requireUser(request);
    const row = await db
      .selectFrom('users')
      .select('cao_alert_emails')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return { cao_alert_emails: row.cao_alert_emails };
  });

  app.put(
    SETTING_PATH,
    { schema: { ...settingSchema, body: CaoAlertEmailSettingSchema } },
    async (request) => {
      const user = requireUser(request);
      const row = await db
        .updateTable('users')
        .set({ cao_alert_emails: request.body.cao_alert_emails, updated_at: new Date() })
        .where('id', '=', user.id)
        .returning('cao_alert_emails')
        .executeTakeFirstOrThrow();
      return { cao_alert_emails: row.cao_alert_emails };
    },
  );
};
