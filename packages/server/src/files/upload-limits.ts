import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { HttpError } from '../http/errors';

/**
 * Per organisation, all its members together: at most UPLOADS_PER_HOUR uploads an hour (counted
 * by @fastify/rate-limit in the database, shared by every server process; deleting scans does not
 * reset it) and at most
 * UPLOAD_QUOTA_MB of uploaded documents (counted in the database, every upload at its size;
 * deleting scans frees room).
 */
const MB = 1024 * 1024;
const formatMb = (bytes: number) =>
  `${(bytes / MB).toLocaleString('nl-NL', { maximumFractionDigits: bytes < 10 * MB ? 1 : 0 })} MB`;

export const quotaBytes = (env: Env) => env.UPLOAD_QUOTA_MB * MB;

export class UploadQuotaError extends HttpError {
  constructor(usedBytes: number, quota: number) {
    super(
      403,
      `De opslagruimte van uw organisatie is vol: ${formatMb(usedBytes)} van ${formatMb(quota)} is in gebruik. ` +
        'Verwijder scans die u niet meer nodig hebt om ruimte vrij te maken, of neem contact met ons op.',
      'upload_quota_exceeded',
    );
  }
}

/** The @fastify/rate-limit settings of the upload route: keyed by organisation, answered in Dutch. */
export function uploadRateLimit(env: Env) {
  return {
    max: env.UPLOADS_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    // The route's own onRequest hook has already refused callers without a user.
    keyGenerator: (request: FastifyRequest) =>
      `upload:${request.currentUser?.organizationId ?? request.currentUser?.id ?? request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { max: number; ttl: number }) => {
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
      return new HttpError(
        429,
        `Uw organisatie heeft het maximum van ${context.max} uploads per uur bereikt. ` +
          `Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
        'upload_rate_limited',
      );
    },
  };
}

/** Bytes of the organisation's uploads (each upload counts, as the user sees them listed). */
export async function storedBytes(db: Db, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('stored_files')
    .select(sql<string | number | null>`sum(file_size)`.as('total'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Before the body is read: refuses when the organisation is already full, or when the announced
 * body cannot fit (`smallestFile`: the least file bytes it can hold). The exact check, with the real size
 * is `assertQuotaRoom` when the upload is stored.
 */
export async function assertQuotaBeforeReading(
  db: Db,
  env: Env,
  organizationId: string,
  smallestFile: number | null,
): Promise<void> {
  const used = await storedBytes(db, organizationId);
  const quota = quotaBytes(env);
  if (used >= quota || (smallestFile !== null && used + smallestFile > quota)) {
    throw new UploadQuotaError(used, quota);
  }
}

/** Inside the storing transaction (organisation locked): the upload must still fit. */
export async function assertQuotaRoom(db: Db, env: Env, organizationId: string, size: number): Promise<void> {
  const used = await storedBytes(db, organizationId);
  const quota = quotaBytes(env);
  if (used + size > quota) throw new UploadQuotaError(used, quota);
}
