import { DocumentPageSchema, ScanSideSchema, type ScanSide } from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { requirePermission, requireUser } from '../../http/current-user';
import { badRequest, notFound } from '../../http/errors';
import { SCAN_NOT_FOUND, UUID } from '../access';
import type { ScanServices } from '../scan-services';
import { authorizeReview } from './review-access';
import { describePageOutOfRange, loadSideDocument } from './side-document';

const SideParamsSchema = z.object({ id: z.string(), side: ScanSideSchema });
const PageParamsSchema = SideParamsSchema.extend({ page: z.coerce.number().int() });

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
} as const;

/**
 * A scan's documents for the page viewer (issue I): the original bytes, which pdf.js renders in the
 * browser, and one page's text (DOCX/DOC/TXT are shown as text; it also gives the page count).
 * Customers through review access; platform admins read the same through /api/admin.
 */
export const documentRoutes: FastifyPluginAsyncZod<{ services: ScanServices }> = async (
  app,
  { services },
) => {
  const doc = { tags: ['cao-scans'], security: [{ bearer: [] }] };

  async function sendPage(scanId: string, side: ScanSide, page: number) {
    const document = await loadSideDocument(services, scanId, side);
    const text = await document.readText();
    const found = text.pages.find((candidate) => candidate.number === page);
    if (!found) throw badRequest(describePageOutOfRange(page, text.pages.length));
    return {
      side,
      filename: document.filename,
      format: text.format,
      page,
      page_count: text.pages.length,
      lines: found.lines,
    };
  }

  async function sendFile(scanId: string, side: ScanSide, reply: FastifyReply) {
    const document = await loadSideDocument(services, scanId, side);
    const text = await document.readText();
    return reply
      .header('content-type', CONTENT_TYPES[text.format])
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(document.filename)}`)
      .send(await document.load());
  }

  async function findScanForAdmin(id: string) {
    const row = UUID.test(id)
      ? await services.db.selectFrom('cao_scans').select('id').where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound(SCAN_NOT_FOUND);
    return row.id;
  }

  app.get(
    '/api/cao-scans/:id/documents/:side/pages/:page',
    { schema: { ...doc, params: PageParamsSchema, response: { 200: DocumentPageSchema } } },
    async (request) => {
      const scan = await authorizeReview(services.db, requireUser(request), request.params.id);
      return sendPage(scan.id, request.params.side, request.params.page);
    },
  );

  app.get(
    '/api/cao-scans/:id/documents/:side/file',
    { schema: { ...doc, params: SideParamsSchema } },
    async (request, reply) => {
      const scan = await authorizeReview(services.db, requireUser(request), request.params.id);
      return sendFile(scan.id, request.params.side, reply);
    },
  );

  app.get(
    '/api/admin/cao-scans/:id/documents/:side/pages/:page',
    { schema: { ...doc, tags: ['admin'], params: PageParamsSchema, response: { 200: DocumentPageSchema } } },
    async (request) => {
      requirePermission(request, 'view_all_scans');
      return sendPage(await findScanForAdmin(request.params.id), request.params.side, request.params.page);
    },
  );

  app.get(
    '/api/admin/cao-scans/:id/documents/:side/file',
    { schema: { ...doc, tags: ['admin'], params: SideParamsSchema } },
    async (request, reply) => {
      requirePermission(request, 'view_all_scans');
      return sendFile(await findScanForAdmin(request.params.id), request.params.side, reply);
    },
  );
};
