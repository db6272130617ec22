import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { AuthError } from './errors';
import { hmacBase64Url, sha256Hex } from './secrets';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from './tokens';
import { loadUserJson, type AuthUserJson } from './user-json';

/** `otp` for e-mail codes, `oauth` for Microsoft/Google — GoTrue's amr methods. */
export type SignInMethod = 'otp' | 'oauth';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUserJson;
}

/**
 * Refresh tokens are derived from their row id with the server secret, so the current token of a
 * session can be handed out again (reuse interval, see refresh.ts) while only its hash is stored.
 */
export function deriveRefreshToken(secret: string, tokenId: string): string {
  return hmacBase64Url(secret, `refresh-token:${tokenId}`);
}

export async function insertRefreshToken(
  trx: Kysely<Database>,
  secret: string,
  sessionId: string,
  parentHash: string | null,
): Promise<string> {
  const id = randomUUID();
  const token = deriveRefreshToken(secret, id);
  await trx
    .insertInto('refresh_tokens')
    .values({ id, session_id: sessionId, token_hash: sha256Hex(token), parent_hash: parentHash })
    .execute();
  return token;
}

export function describeClient(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { user_agent: agent ? agent.slice(0, 500) : null, ip: request.ip || null };
}

/** A new session with its first refresh token (inside the caller's transaction). */
export async function startSession(
  trx: Kysely<Database>,
  secret: string,
  input: { userId: string; method: SignInMethod; request: FastifyRequest },
): Promise<{ sessionId: string; refreshToken: string }> {
  const session = await trx
    .insertInto('auth_sessions')
    .values({ user_id: input.userId, amr_method: input.method, ...describeClient(input.request) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refreshToken = await insertRefreshToken(trx, secret, session.id, null);
  return { sessionId: session.id, refreshToken };
}

/** The JSON GoTrue answers on /verify and /token: a fresh access token plus the user. */
export async function buildSessionResponse(
  ctx: AppContext,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const session = await ctx.db
    .selectFrom('auth_sessions')
    .select(['id', 'user_id', 'aal', 'amr_method', 'created_at'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const user = await loadUserJson(ctx.db, session.user_id);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const { token, expiresAt } = await signAccessToken(ctx.env, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}

/** Ends one session: its access tokens are refused at once (the API checks the row), its refresh tokens die. */
export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  await db.updateTable('refresh_tokens').set({ revoked: true }).where('session_id', '=', sessionId).execute();
}

/**
 * Ends every session of a user (optionally all but one). The admin routes call this when a user
 * is disabled or deleted, so their tokens stop working immediately.
 */
export async function revokeUserSessions(
  db: Db | Kysely<Database>,
  userId: string,
  options: { exceptSessionId?: string } = {},
): Promise<number> {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (options.exceptSessionId) query = query.where('id', '<>', options.exceptSessionId);
  const revoked = await query.returning('id').execute();
  const ids = revoked.map((row) => row.id);
  if (ids.length > 0) {
    await db.updateTable('refresh_tokens').set({ revoked: true }).where('session_id', 'in', ids).execute();
  }
  return ids.length;
}
