import {
  ComparisonResultsSchema,
  ComparisonStatusSchema,
  DetailedComparisonResultsSchema,
  SectionProgressSchema,
  StartComparisonResponseSchema,
  StartComparisonSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../http/current-user';
import { authorizeScan } from './access';
import { sendScanWorkbook } from './export-excel';
import { assertCompleted, readComparisonRows, toResult } from './results';
import { readResultsJson } from './results-json';
import type { ScanServices } from './scan-services';
import { readScan } from './scan-view';
import { readSectionProgress } from './section-tasks';
import { startComparison } from './start-comparison';
import { assertValidRequest, ScanIdParamsSchema } from './validation';
import { sendJsonText } from '../http/response-serializer';

const doc = { tags: ['cao-scans'], security: [{ bearer: [] }], params: ScanIdParamsSchema };

/** Starting a comparison, its progress, its results and the Excel export (spec 02 §7). */
export const comparisonRoutes: FastifyPluginAsyncZod<{ services: ScanServices }> = async (
  app,
  { services },
) => {
  const { db } = services;

  app.post(
    '/api/cao-scans/:id/start-comparison',
    {
      attachValidation: true,
      schema: { ...doc, body: StartComparisonSchema, response: { 202: StartComparisonResponseSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const scan = await authorizeScan(db, user, request.params.id, 'edit');
      assertValidRequest(request);
      await startComparison(services, scan.id, scan.organizationId, request.body, user);
      return reply.code(202).send({
        success: true as const,
        message: 'Vergelijking gestart',
        scan: await readScan(db, scan.id, user.id),
      });
    },
  );

  app.get(
    '/api/cao-scans/:id/comparison/status',
    { schema: { ...doc, response: { 200: ComparisonStatusSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { id } = await authorizeScan(db, user, request.params.id, 'read');
      const scan = await readScan(db, id, user.id);
      const results =
        scan.status === 'completed'
          ? (await readComparisonRows(db, services.engine, id)).rows.map(toResult)
          : null;
      return { status: scan.status, error_message: scan.error_message, results };
    },
  );

  // The results answers are written once per version of the scan's results (results-json.ts).
  app.get(
    '/api/cao-scans/:id/comparison/results',
    { schema: { ...doc, response: { 200: ComparisonResultsSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, status } = await authorizeScan(db, user, request.params.id, 'read');
      assertCompleted(status);
      return sendJsonText(reply, await readResultsJson(db, services.engine, id, 'results'));
    },
  );

  app.get(
    '/api/cao-scans/:id/comparison/results-with-details',
    { schema: { ...doc, response: { 200: DetailedComparisonResultsSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, status } = await authorizeScan(db, user, request.params.id, 'read');
      assertCompleted(status);
      return sendJsonText(reply, await readResultsJson(db, services.engine, id, 'results-with-details'));
    },
  );

  app.get(
    '/api/cao-scans/:id/section-tasks',
    { schema: { ...doc, response: { 200: SectionProgressSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { id } = await authorizeScan(db, user, request.params.id, 'read');
      const scan = await readScan(db, id, user.id);
      return readSectionProgress(db, id, scan.status);
    },
  );

  app.get(
    '/api/cao-scans/:id/export-excel',
    {
      schema: {
        ...doc,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = await authorizeScan(db, user, request.params.id, 'read');
      return sendScanWorkbook(db, services.engine, await readScan(db, id, user.id), reply);
    },
  );
};
