import {
  AdvanceStepSchema,
  CaoOverviewSchema,
  CaoSelectionSchema,
  DeleteScanResponseSchema,
  ScanCreateSchema,
  ScanListQuerySchema,
  ScanListSchema,
  ScanSchema,
  ScanUpdateSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeAgencyCao } from '../catalogue/agency-cao';
import { listCaoOptions } from '../catalogue/cao-catalogue';
import { requireUser } from '../http/current-user';
import { sendJsonText } from '../http/response-serializer';
import { authorizeScan } from './access';
import { advanceStep, createScan, deleteScan, saveCaoSelection, updateScan } from './scan-commands';
import type { ScanServices } from './scan-services';
import { listVisibleScansJson, readScan } from './scan-view';
import { assertValidRequest, ScanIdParamsSchema } from './validation';

const doc = { tags: ['cao-scans'], security: [{ bearer: [] }] };

/** Scan CRUD, the wizard's step and selection, and the cao list (spec 02 §7 "Scans"). */
export const scanRoutes: FastifyPluginAsyncZod<{ services: ScanServices }> = async (app, { services }) => {
  const { db } = services;

  app.post(
    '/api/cao-scans',
    { attachValidation: true, schema: { ...doc, body: ScanCreateSchema, response: { 201: ScanSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      assertValidRequest(request);
      const id = await createScan(db, user, request.body);
      return reply.code(201).send(await readScan(db, id, user.id));
    },
  );

  app.get(
    '/api/cao-scans',
    {
      schema: { ...doc, querystring: ScanListQuerySchema, response: { 200: ScanListSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // The answer's JSON comes written from the database (scan-view.ts): sent as it is.
      const json = await listVisibleScansJson(db, user, request.query.skip, request.query.limit);
      return sendJsonText(reply, json);
    },
  );

  // Before /:id, so 'cao-overview' is never taken for a scan id.
  app.get(
    '/api/cao-scans/cao-overview',
    { schema: { ...doc, response: { 200: CaoOverviewSchema } } },
    async (request) => {
      requireUser(request);
      const [caos, abu_cao] = await Promise.all([listCaoOptions(db), describeAgencyCao(db, services.env)]);
      return { caos, abu_cao };
    },
  );

  app.get(
    '/api/cao-scans/:id',
    { schema: { ...doc, params: ScanIdParamsSchema, response: { 200: ScanSchema } } },
    async (request) => {
      const user = requireUser(request);
      const scan = await authorizeScan(db, user, request.params.id, 'read');
      return readScan(db, scan.id, user.id);
    },
  );

  app.put(
    '/api/cao-scans/:id',
    {
      attachValidation: true,
      schema: { ...doc, params: ScanIdParamsSchema, body: ScanUpdateSchema, response: { 200: ScanSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const scan = await authorizeScan(db, user, request.params.id, 'edit');
      assertValidRequest(request);
      await updateScan(db, scan.id, request.body);
      return readScan(db, scan.id, user.id);
    },
  );

  app.delete(
    '/api/cao-scans/:id',
    { schema: { ...doc, params: ScanIdParamsSchema, response: { 200: DeleteScanResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const scan = await authorizeScan(db, user, request.params.id, 'delete');
      await deleteScan(db, services.storage, scan.id, request.log);
      return { success: true as const, message: 'Scan verwijderd' };
    },
  );

  app.put(
    '/api/cao-scans/:id/cao-selection',
    {
      attachValidation: true,
      schema: { ...doc, params: ScanIdParamsSchema, body: CaoSelectionSchema, response: { 200: ScanSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const scan = await authorizeScan(db, user, request.params.id, 'edit');
      assertValidRequest(request);
      await saveCaoSelection(services, scan.id, scan.organizationId, request.body, user);
      return readScan(db, scan.id, user.id);
    },
  );

  app.post(
    '/api/cao-scans/:id/advance-step',
    {
      attachValidation: true,
      schema: { ...doc, params: ScanIdParamsSchema, body: AdvanceStepSchema, response: { 200: ScanSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const scan = await authorizeScan(db, user, request.params.id, 'edit');
      assertValidRequest(request);
      await advanceStep(db, scan.id, request.body.new_step);
      return readScan(db, scan.id, user.id);
    },
  );
};
