import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { FileKindSchema, UploadFieldsSchema, UploadResultSchema } from '@caoscan/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../http/current-user';
import { badRequest } from '../http/errors';
import { authorizeScan } from '../scans/access';
import type { ScanServices } from '../scans/scan-services';
import { contentKey } from '../storage/storage';
import { uploadTempDir } from '../storage/create-storage';
import { checkDocument, CONTENT_TYPES } from './check-document';
import { assertAnnouncedSize, receiveUpload, UploadTooLargeError } from './receive-upload';

/** POST /api/files/upload: a cao document for a scan, streamed, checked, stored once per content. */
export const fileRoutes: FastifyPluginAsyncZod<{ services: ScanServices }> = async (app, { services }) => {
  const { db, storage, engine, env } = services;
  await app.register(multipart, { throwFileSizeLimit: true });

  // A refused upload stops being read: answer, then close the connection instead of draining 50 MB.
  const stopReading = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('connection', 'close');
    reply.raw.once('finish', () => {
      request.raw.unpipe();
      setTimeout(() => request.raw.socket?.destroy(), 250).unref();
    });
  };

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
        upload = await receiveUpload(request, uploadTempDir(env));
      } catch (error) {
        if (error instanceof UploadTooLargeError) stopReading(request, reply);
        throw error;
      }
      try {
        const fields = UploadFieldsSchema.safeParse(upload.fields);
        if (!fields.success) {
          const issue = fields.error.issues[0];
          throw badRequest(`Ongeldig veld ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`.trim());
        }
        const scan = await authorizeScan(db, user, fields.data.cao_scan_id, 'edit');
        const bytes = await fs.readFile(upload.tempPath);
        const checked = await checkDocument(engine, bytes, upload.filename, upload.mimetype);
        const key = contentKey(upload.sha256);
        await storage.putFile(key, upload.tempPath, upload.size);
        const kind = FileKindSchema.safeParse(fields.data.kind).data ?? null;
        const row = await db
          .insertInto('stored_files')
          .values({
            organization_id: scan.organizationId,
            uploaded_by: user.id,
            cao_scan_id: scan.id,
            kind,
            original_filename: upload.filename.slice(0, 255),
            content_type: CONTENT_TYPES[checked.format],
            format: checked.format,
            file_size: upload.size,
            page_count: checked.pageCount,
            sha256: upload.sha256,
            storage_key: key,
            cao_name: fields.data.cao_name?.trim() || null,
            sector: fields.data.sector?.trim() || null,
          })
          .returning(['id', 'cao_name', 'sector'])
          .executeTakeFirstOrThrow();
        return reply.code(201).send({
          success: true as const,
          message: 'Bestand succesvol geüpload',
          file_id: row.id,
          storage_path: key,
          original_filename: upload.filename,
          file_size: upload.size,
          cao_name: row.cao_name,
          sector: row.sector,
          kind,
          format: checked.format,
          page_count: checked.pageCount,
          sha256: upload.sha256,
        });
      } finally {
        await fs.rm(upload.tempPath, { force: true });
      }
    },
  );
};
