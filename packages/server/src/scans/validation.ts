import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../http/errors';

/**
 * Routes declared with `attachValidation: true` call this first, so a refused body answers with the
 * spec's own sentence ('Scan naam is verplicht') as `detail`, not a list of schema paths.
 */
export function assertValidRequest(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validation?: { message?: string }[] }) | undefined;
  if (!error) return;
  throw badRequest(error.validation?.[0]?.message ?? error.message);
}

export const ScanIdParamsSchema = z.object({ id: z.string() });
