import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { UploadFieldsSchema, UploadResultSchema } from '@caoscan/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whenClientGone } from '../http/client-gone';
import { requireUser } from '../http/current-user';
import { badRequest } from '../http/errors';
import { requireOrganizationId } from '../scans/scan-commands';
import type { ScanServices } from '../scans/scan-services';
import { uploadTempDir } from '../storage/create-storage';
import { settleOrphanedUploads } from './delete-scan-files';
import { assertAnnouncedSize, receiveUpload, smallestFileIn } from './receive-upload';
import { storeUpload } from './store-upload';
import { removeLeftoverUploads } from './temp-files';
import { assertQuotaBeforeReading, uploadRateLimit } from './upload-limits';

/**
 * A refused upload is not read on: the answer says `Connection: close` and the socket closes once
 * it is sent, instead of draining up to 50 MB (or an endless body) from the client.
 */
export function closeIfUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete || reply.statusCode < 400) return;
  reply.header('connection', 'close');
  reply.raw.once('finish', () => {
    request.raw.unpipe();
    setTimeout(() => request.raw.socket?.destroy(), 250).unref();
  });
}

const UPLOAD_PATH = '/api/files/upload';
/**
 * Routes that take a document: a client asking first (`Expect: 100-continue`) is told to send only
 * once the route's header checks passed (catalogue/routes.ts adds the catalogue's upload).
 */
export const UPLOAD_PATHS = new Set([UPLOAD_PATH]);

/** POST /api/files/upload: a cao document for a scan, streamed, checked, stored once per content. */
export const fileRoutes: FastifyPluginAsyncZod<{ services: ScanServices }> = async (app, { services }) => {
  // Clients that ask first (`Expect: 100-continue`, as curl does for large bodies) are told to send
  // an upload only once its headers passed every check below; other routes continue at once.
  app.server.on('checkContinue', (request, response) => {
    if (!UPLOAD_PATHS.has(request.url?.split('?')[0] ?? '')) response.writeContinue();
    app.server.emit('request', request, response);
  });

  const tempDir = uploadTempDir(services.env);
  await removeLeftoverUploads(tempDir, 'dead');
  await services.storage.removeLeftovers('dead');
  await settleOrphanedUploads(services.db, services.storage, app.log);
  app.addHook('onClose', async () => {
    await removeLeftoverUploads(tempDir, 'own');
    await services.storage.removeLeftovers('own');
  });

  await app.register(multipart, { throwFileSizeLimit: true });

  app.post(
    UPLOAD_PATH,
    {
      schema: {
        tags: ['files'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        description: `Multipart: \`file\` (PDF, DOCX, DOC or TXT, ≤ 50 MB) plus the fields ${Object.keys(
          UploadFieldsSchema.shape,
        ).join(
          ', ',
        )}. Per organisation at most UPLOADS_PER_HOUR uploads an hour (429) and UPLOAD_QUOTA_MB stored (403).`,
        response: { 201: UploadResultSchema },
      },
      // Everything that can be decided from the headers is decided before a byte of the body is
      // read: who calls, the form's type, the announced length, the hourly rate (the rate-limit
      // hook runs after this one) and the storage quota (preParsing).
      onRequest: async (request) => {
        requireUser(request);
        // (request.isMultipart() is only known once the body parser ran.)
        if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
          throw badRequest('Stuur het bestand als multipart/form-data.');
        }
        assertAnnouncedSize(request);
      },
      preParsing: async (request) => {
        const organizationId = requireOrganizationId(requireUser(request));
        await assertQuotaBeforeReading(services.db, services.env, organizationId, smallestFileIn(request));
      },
      preHandler: async (request, reply) => {
        if (request.headers.expect?.toLowerCase() === '100-continue') reply.raw.writeContinue();
      },
      onSend: async (request, reply) => closeIfUnread(request, reply),
      config: { rateLimit: uploadRateLimit(services.env) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const upload = await receiveUpload(request, tempDir);
      // The temp file is gone before the answer leaves, whatever happened.
      const tempPath = upload.tempPath;
      // A client that leaves stops the reading (and OCR) of its document.
      const result = await storeUpload(services, user, upload, whenClientGone(reply)).finally(() =>
        fs.rm(tempPath, { force: true }),
      );
      return reply.code(201).send(result);
    },
  );
};
