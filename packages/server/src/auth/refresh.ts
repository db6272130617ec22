import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AuthError } from './errors';
import { sha256Hex } from './secrets';
import {
  buildSessionResponse,
  deriveRefreshToken,
  describeClient,
  insertRefreshToken,
  revokeSession,
  type SessionResponse,
} from './sessions';

/**
 * GoTrue's GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL default: two tabs refreshing with the same
 * token at once both succeed. A rotated token presented within this time after its rotation gets
 * the session's current token back; later, it is treated as stolen and the whole session ends.
 */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;

const notFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const alreadyUsed = () =>
  new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
const banned = () => new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');

type Outcome = { error: AuthError } | { sessionId: string; refreshToken: string };

/** POST /token?grant_type=refresh_token: rotation with reuse detection, serialised per session. */
export async function refreshSession(
  ctx: AppContext,
  request: FastifyRequest,
  presented: string,
): Promise<SessionResponse> {
  const secret = ctx.env.JWT_SECRET;
  const hash = sha256Hex(presented);
  // Errors are returned, not thrown, so a detected reuse still commits the revocation.
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    const token = await trx
      .selectFrom('refresh_tokens')
      .select(['id', 'session_id'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (!token) return { error: notFound() };
    const session = await trx
      .selectFrom('auth_sessions')
      .select(['id', 'user_id', 'revoked_at'])
      .where('id', '=', token.session_id)
      .forUpdate()
      .executeTakeFirst();
    if (!session || session.revoked_at) return { error: notFound() };
    const user = await trx
      .selectFrom('users')
      .select('status')
      .where('id', '=', session.user_id)
      .executeTakeFirst();
    if (!user) return { error: notFound() };
    if (user.status === 'disabled') return { error: banned() };

    // Re-read under the session lock: a parallel refresh may have rotated it meanwhile.
    const { revoked } = await trx
      .selectFrom('refresh_tokens')
      .select('revoked')
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    let issued: string;
    if (revoked) {
      const rotation = await trx
        .selectFrom('refresh_tokens')
        .select('created_at')
        .where('parent_hash', '=', hash)
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      const active = await trx
        .selectFrom('refresh_tokens')
        .select('id')
        .where('session_id', '=', session.id)
        .where('revoked', '=', false)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const isWithinInterval =
        rotation !== undefined && Date.now() - rotation.created_at.getTime() <= REFRESH_REUSE_INTERVAL_MS;
      if (!active || !isWithinInterval) {
        request.log.warn({ sessionId: session.id }, 'refresh token reuse detected, session revoked');
        await revokeSession(trx, session.id);
        return { error: alreadyUsed() };
      }
      issued = deriveRefreshToken(secret, active.id);
    } else {
      await trx.updateTable('refresh_tokens').set({ revoked: true }).where('id', '=', token.id).execute();
      issued = await insertRefreshToken(trx, secret, session.id, hash);
    }
    await trx
      .updateTable('auth_sessions')
      .set({ refreshed_at: new Date(), ...describeClient(request) })
      .where('id', '=', session.id)
      .execute();
    return { sessionId: session.id, refreshToken: issued };
  });
  if ('error' in outcome) throw outcome.error;
  return buildSessionResponse(ctx, outcome.sessionId, outcome.refreshToken);
}
