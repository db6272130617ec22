import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import {
  AdminCaoListSchema,
  CaoVersionChangesQuerySchema,
  CaoVersionChangesSchema,
  CaoVersionCurrentResultSchema,
  CaoVersionUploadFieldsSchema,
  CaoVersionUploadResultSchema,
  PublicCatalogueSchema,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAnnouncedSize, receiveUpload } from '../files/receive-upload';
import { closeIfUnread, UPLOAD_PATHS } from '../files/routes';
import { whenClientGone } from '../http/client-gone';
import { requirePermission, requireUser } from '../http/current-user';
import { badRequest, notFound } from '../http/errors';
import { UUID } from '../scans/access';
import type { ScanServices } from '../scans/scan-services';
import { uploadTempDir } from '../storage/create-storage';
import type { VersionAlerts } from './alerts/send-version-alerts';
import { readCatalogue, readCatalogueCao, readCurrentVersions } from './read-catalogue';
import { markVersionCurrent, storeCatalogueVersion, VERSION_NOT_FOUND } from './store-version';
import { sendVersionChangesWorkbook } from './version-changes-excel';
import { readVersionChanges } from './version-changes';

const adminDoc = { tags: ['admin'], security: [{ bearer: [] }] };
const VERSION_UPLOAD_PATH = '/api/admin/caos/versions';
const VersionParamsSchema = z.object({ id: z.string() });
const changesDoc = {
  tags: ['caos'],
  security: [{ bearer: [] }],
  params: VersionParamsSchema,
  querystring: CaoVersionChangesQuerySchema,
};

/**
 * The cao catalogue (issue K). Back-office: every cao with its versions, uploading a version and
 * marking one current — platform admins and support staff only (`manage_cao_catalogue`, asked
 * before anything else, so every other caller gets 403 and an anonymous one 401). Organisations
 * read the current versions (GET /api/caos; the wizard's cao-overview lists them too).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  services: ScanServices;
  alerts: VersionAlerts;
}> = async (app, { services, alerts }) => {
  const { db } = services;
  const tempDir = uploadTempDir(services.env);
  UPLOAD_PATHS.add(VERSION_UPLOAD_PATH);
  await app.register(multipart, { throwFileSizeLimit: true });

  app.get(
    '/api/caos',
    { schema: { tags: ['caos'], security: [{ bearer: [] }], response: { 200: PublicCatalogueSchema } } },
    async (request) => {
      requireUser(request);
      return { caos: await readCurrentVersions(db) };
    },
  );

  // 'Wat is er veranderd' (issue K): reference data, so every signed-in account reads it; no credit.
  app.get(
    '/api/caos/versions/:id/changes',
    { schema: { ...changesDoc, response: { 200: CaoVersionChangesSchema } } },
    async (request) => {
      requireUser(request);
      return readVersionChanges(services, request.params.id, request.query.from);
    },
  );

  app.get(
    '/api/caos/versions/:id/changes.xlsx',
    {
      schema: {
        ...changesDoc,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const changes = await readVersionChanges(services, request.params.id, request.query.from);
      return sendVersionChangesWorkbook(services.engine, changes, reply);
    },
  );

  app.get(
    '/api/admin/caos',
    { schema: { ...adminDoc, response: { 200: AdminCaoListSchema } } },
    async (request) => {
      requirePermission(request, 'manage_cao_catalogue');
      return { caos: await readCatalogue(db) };
    },
  );

  app.post(
    VERSION_UPLOAD_PATH,
    {
      schema: {
        ...adminDoc,
        consumes: ['multipart/form-data'],
        description: `Multipart: \`file\` (PDF, DOCX, DOC or TXT, ≤ 50 MB) plus the fields ${Object.keys(
          CaoVersionUploadFieldsSchema.shape,
        ).join(
          ', ',
        )}: \`cao_id\` for a version of a catalogue cao, else \`name\` and \`sector\` of a new one.`,
        response: { 201: CaoVersionUploadResultSchema },
      },
      // As POST /api/files/upload: who calls, the form's type and the announced length are decided
      // from the headers, before a byte of the body is read.
      onRequest: async (request) => {
        requirePermission(request, 'manage_cao_catalogue');
        if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
          throw badRequest('Stuur het bestand als multipart/form-data.');
        }
        assertAnnouncedSize(request);
      },
      preHandler: async (request, reply) => {
        if (request.headers.expect?.toLowerCase() === '100-continue') reply.raw.writeContinue();
      },
      onSend: async (request, reply) => closeIfUnread(request, reply),
    },
    async (request, reply) => {
      const actor = requirePermission(request, 'manage_cao_catalogue');
      const upload = await receiveUpload(request, tempDir);
      const tempPath = upload.tempPath;
      const stored = await storeCatalogueVersion(services, actor, upload, whenClientGone(reply)).finally(() =>
        fs.rm(tempPath, { force: true }),
      );
      // A job, worked by the worker processes (embedded: this one). Should sending it fail, the
      // version stays queued and the next start of a server or worker sends it.
      await services
        .enqueueVersionExtraction(stored.versionId)
        .catch((error: unknown) =>
          request.log.error({ err: error }, `catalogue version ${stored.versionId}: job not sent`),
        );
      const cao = await readCatalogueCao(db, stored.caoId);
      const version = cao.versions.find((candidate) => candidate.id === stored.versionId)!;
      return reply.code(201).send({
        success: true,
        message: `Versie "${version.label}" van ${cao.name} is toegevoegd; het uitlezen is gestart.`,
        cao,
        version,
      });
    },
  );

  app.put(
    '/api/admin/caos/versions/:id/current',
    {
      schema: { ...adminDoc, params: VersionParamsSchema, response: { 200: CaoVersionCurrentResultSchema } },
    },
    async (request) => {
      const actor = requirePermission(request, 'manage_cao_catalogue');
      if (!UUID.test(request.params.id)) throw notFound(VERSION_NOT_FOUND);
      const { caoId, previousVersionId } = await markVersionCurrent(db, actor, request.params.id);
      // After the commit and without waiting: the organisations that used the previous version
      // are told in the background (catalogue/alerts/), once per version. The commit holds the run,
      // so the alerts still go out if this process dies now.
      if (previousVersionId) void alerts.start(request.params.id);
      const cao = await readCatalogueCao(db, caoId);
      const version = cao.versions.find((candidate) => candidate.id === request.params.id)!;
      return {
        success: true as const,
        message: `Versie "${version.label}" is nu de huidige versie van ${cao.name}.`,
        cao,
      };
    },
  );
};
