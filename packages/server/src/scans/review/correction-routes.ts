import {
  CorrectionTrailSchema,
  CorrectValueSchema,
  RestoreValueSchema,
  ValueCorrectionSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireUser } from '../../http/current-user';
import { notFound } from '../../http/errors';
import { SCAN_NOT_FOUND, UUID } from '../access';
import type { ScanServices } from '../scan-services';
import { assertValidRequest, ScanIdParamsSchema } from '../validation';
import { correctValue, restoreValue } from './correct-value';
import { readCorrections } from './correction-store';
import { assertCorrectable, authorizeReview } from './review-access';

const doc = { tags: ['cao-scans'], security: [{ bearer: [] }], params: ScanIdParamsSchema };

/** Correcting and restoring a completed scan's values, and the trail of every change (issue I). */
export const correctionRoutes: FastifyPluginAsyncZod<{ services: ScanServices }> = async (
  app,
  { services },
) => {
  const { db } = services;

  async function answerWith(scanId: string, correctionId: string) {
    const { trail } = await readCorrections(db, scanId);
    return trail.find((change) => change.id === correctionId)!;
  }

  app.get(
    '/api/cao-scans/:id/corrections',
    { schema: { ...doc, response: { 200: CorrectionTrailSchema } } },
    async (request) => {
      const scan = await authorizeReview(db, requireUser(request), request.params.id);
      return { corrections: (await readCorrections(db, scan.id)).trail };
    },
  );

  app.post(
    '/api/cao-scans/:id/corrections',
    {
      attachValidation: true,
      schema: { ...doc, body: CorrectValueSchema, response: { 201: ValueCorrectionSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const scan = await authorizeReview(db, user, request.params.id);
      assertValidRequest(request);
      assertCorrectable(scan);
      const id = await correctValue(services, scan.id, user.id, request.body);
      return reply.code(201).send(await answerWith(scan.id, id));
    },
  );

  app.post(
    '/api/cao-scans/:id/corrections/restore',
    {
      attachValidation: true,
      schema: { ...doc, body: RestoreValueSchema, response: { 201: ValueCorrectionSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const scan = await authorizeReview(db, user, request.params.id);
      assertValidRequest(request);
      assertCorrectable(scan);
      const id = await restoreValue(services, scan.id, user.id, request.body);
      return reply.code(201).send(await answerWith(scan.id, id));
    },
  );

  app.get(
    '/api/admin/cao-scans/:id/corrections',
    { schema: { ...doc, tags: ['admin'], response: { 200: CorrectionTrailSchema } } },
    async (request) => {
      requirePermission(request, 'view_all_scans');
      const { id } = request.params;
      const scan = UUID.test(id)
        ? await db.selectFrom('cao_scans').select('id').where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!scan) throw notFound(SCAN_NOT_FOUND);
      return { corrections: (await readCorrections(db, scan.id)).trail };
    },
  );
};
