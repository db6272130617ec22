import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { UploadFieldsSchema, UploadResultSchema } from '@caoscan/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whenClientGone } from '../http/client-gone';
import { requireUser } from '../http/current-user';
import { badRequest } from '../http/errors';
import type { ScanServices } from '../scans/scan-services';
import { uploadTempDir } from '../storage/create-storage';
import { assertAnnouncedSize, receiveUpload, UploadTooLargeError } from './receive-upload';
import { storeUpload } from './store-upload';

/** A refused upload stops being read: answer, then close the connection instead of draining 50 MB. */
function stopReading(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('connection', 'close');
  reply.raw.once('finish', () => {
    request.raw.unpipe();
    setTimeout(() => request.raw.socket?.destroy(), 250).unref();
  });
}

/** POST /api/files/upload: a cao document for a scan, streamed, checked, stored once per content. */
export const fileRoutes: FastifyPluginAsyncZod<{ services: ScanServices }> = async (app, { services }) => {
  await app.register(multipart, { throwFileSizeLimit: true });

  app.post(
    '/api/files/upload',
    {
      schema: {
        tags: ['files'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        description: `Multipart: \`file\` (PDF, DOCX, DOC or TXT, ≤ 50 MB) plus the fields ${Object.keys(
          UploadFieldsSchema.shape,
        ).join(', ')}.`,
        response: { 201: UploadResultSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest('Stuur het bestand als multipart/form-data.');
      let upload;
      try {
        assertAnnouncedSize(request);
        upload = await receiveUpload(request, uploadTempDir(services.env));
      } catch (error) {
        if (error instanceof UploadTooLargeError) stopReading(request, reply);
        throw error;
      }
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
