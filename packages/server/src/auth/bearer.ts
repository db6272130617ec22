import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AuthError } from './errors';
import { verifyAccessToken, type AccessClaims } from './tokens';

export interface BearerSession {
  claims: AccessClaims;
  userId: string;
  sessionId: string;
}

/**
 * The access-token check of GET/PUT /user and /logout, with GoTrue's answers. supabase-js treats
 * 403 `session_not_found` as "signed out elsewhere" and drops its local session.
 */
export async function requireBearerSession(ctx: AppContext, request: FastifyRequest): Promise<BearerSession> {
  const header = request.headers.authorization ?? '';
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1])
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyAccessToken(ctx.env, match[1]);
  const session = await ctx.db
    .selectFrom('auth_sessions')
    .select(['id', 'revoked_at'])
    .where('id', '=', claims.session_id)
    .where('user_id', '=', claims.sub)
    .executeTakeFirst();
  if (!session || session.revoked_at) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await ctx.db
    .selectFrom('users')
    .select('status')
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (user.status === 'disabled') throw new AuthError(403, 'user_banned', 'User is banned');
  return { claims, userId: claims.sub, sessionId: session.id };
}
