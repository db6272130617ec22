import {
  AdminScanListQuerySchema,
  AdminScanListSchema,
  AdminScanSchema,
  ComparisonResultsSchema,
  DetailedComparisonResultsSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../http/current-user';
import { notFound } from '../http/errors';
import { SCAN_NOT_FOUND, UUID } from './access';
import { sendScanWorkbook } from './export-excel';
import { assertCompleted } from './results';
import { readResultsJson } from './results-json';
import type { ScanServices } from './scan-services';
import { listAllScansJson, selectScanViews, toAdminScan, toScan } from './scan-view';
import { ScanIdParamsSchema } from './validation';
import { sendJsonText } from '../http/response-serializer';

const doc = { tags: ['admin'], security: [{ bearer: [] }] };

/** Platform admins read every scan, read-only (spec 01 §7 "Admin calls"). */
export const adminScanRoutes: FastifyPluginAsyncZod<{ services: ScanServices }> = async (
  app,
  { services },
) => {
  const { db } = services;
  const findScan = async (id: string) => {
    const row = UUID.test(id)
      ? await selectScanViews(db).where('cao_scans.id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound(SCAN_NOT_FOUND);
    return row;
  };

  app.get(
    '/api/admin/cao-scans',
    {
      schema: { ...doc, querystring: AdminScanListQuerySchema, response: { 200: AdminScanListSchema } },
    },
    async (request, reply) => {
      requirePermission(request, 'view_all_scans');
      const { limit, offset } = request.query;
      // The answer's JSON comes written from the database (scan-view.ts): sent as it is.
      return sendJsonText(reply, await listAllScansJson(db, offset, limit));
    },
  );

  app.get(
    '/api/admin/cao-scans/:id',
    { schema: { ...doc, params: ScanIdParamsSchema, response: { 200: AdminScanSchema } } },
    async (request) => {
      requirePermission(request, 'view_all_scans');
      return toAdminScan(await findScan(request.params.id));
    },
  );

  app.get(
    '/api/admin/cao-scans/:id/comparison/results',
    { schema: { ...doc, params: ScanIdParamsSchema, response: { 200: ComparisonResultsSchema } } },
    async (request, reply) => {
      requirePermission(request, 'view_all_scans');
      const scan = await findScan(request.params.id);
      assertCompleted(scan.status);
      return sendJsonText(reply, await readResultsJson(db, services.engine, scan.id, 'results'));
    },
  );

  app.get(
    '/api/admin/cao-scans/:id/comparison/results-with-details',
    { schema: { ...doc, params: ScanIdParamsSchema, response: { 200: DetailedComparisonResultsSchema } } },
    async (request, reply) => {
      requirePermission(request, 'view_all_scans');
      const scan = await findScan(request.params.id);
      assertCompleted(scan.status);
      return sendJsonText(reply, await readResultsJson(db, services.engine, scan.id, 'results-with-details'));
    },
  );

  app.get(
    '/api/admin/cao-scans/:id/export-excel',
    { schema: { ...doc, params: ScanIdParamsSchema, response: { 200: z.any() } } },
    async (request, reply) => {
      requirePermission(request, 'view_all_scans');
      const scan = toScan(await findScan(request.params.id), null);
      return sendScanWorkbook(db, services.engine, scan, reply);
    },
  );
};
