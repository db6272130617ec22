import { DeleteFileResponseSchema } from '@caoscan/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../http/current-user';
import type { ScanServices } from '../scans/scan-services';
import { deleteFile } from './delete-file';

/** DELETE /api/files/{id}: a file of the organisation's store that no scan uses (delete-file.ts). */
export const deleteFileRoute: FastifyPluginAsyncZod<{ services: ScanServices }> = async (
  app,
  { services },
) => {
  app.delete(
    '/api/files/:id',
    {
      schema: {
        tags: ['files'],
        security: [{ bearer: [] }],
        params: z.object({ id: z.string() }),
        response: { 200: DeleteFileResponseSchema },
      },
    },
    async (request) => {
      await deleteFile(services, requireUser(request), request.params.id, request.log);
      return { success: true as const, message: 'Bestand verwijderd' };
    },
  );
};
