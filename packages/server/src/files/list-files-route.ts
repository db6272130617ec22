import { OrganizationFileListSchema } from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../http/current-user';
import { requireOrganizationId } from '../scans/scan-commands';
import type { ScanServices } from '../scans/scan-services';
import { seesColleaguesFiles } from './file-access';

/**
 * GET /api/files: the organisation's uploads for 'Bestanden beheren' (name, size, date, who), newest
 * 100, with the same visibility as every other file call (file-access.ts).
 */
export const fileListRoute: FastifyPluginAsyncZod<{ services: ScanServices }> = async (app, { services }) => {
  app.get(
    '/api/files',
    {
      schema: { tags: ['files'], security: [{ bearer: [] }], response: { 200: OrganizationFileListSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const organizationId = requireOrganizationId(user);
      const seesAll = await seesColleaguesFiles(services.db, user);
      let query = services.db
        .selectFrom('stored_files')
        .leftJoin('users', 'users.id', 'stored_files.uploaded_by')
        .select([
          'stored_files.id',
          'stored_files.original_filename',
          'stored_files.file_size',
          'stored_files.format',
          'stored_files.cao_name',
          'stored_files.created_at',
          'users.display_name',
          'users.email',
        ])
        .where('stored_files.organization_id', '=', organizationId);
      if (!seesAll) query = query.where('stored_files.uploaded_by', '=', user.id);
      const rows = await query.orderBy('stored_files.created_at', 'desc').limit(100).execute();
      return {
        files: rows.map((row) => ({
          id: row.id,
          original_filename: row.original_filename,
          file_size: Number(row.file_size),
          format: row.format,
          cao_name: row.cao_name,
          created_at: row.created_at.toISOString(),
          uploaded_by: row.display_name ?? row.email ?? null,
        })),
      };
    },
  );
};
