import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../db/database';
import type { Env } from '../env';
import type { CurrentUser } from './current-user';

interface AccessClaims extends JWTPayload {
  email?: string;
  session_id?: string;
  role?: string;
}

/**
 * Reads the bearer token on every request and sets `request.currentUser` (or null). Tokens come
 * from the built-in auth service (HS256 with JWT_SECRET) or from hosted Supabase (its JWKS, or its
 * JWT secret). For built-in sessions the session row is checked each time, so logout and disabling
 * a user take effect at once.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance, opts: { env: Env; db: Db }) => {
  const { env, db } = opts;
  const secret = new TextEncoder().encode(env.JWT_SECRET);
  const jwks = env.SUPABASE_JWKS_URL ? createRemoteJWKSet(new URL(env.SUPABASE_JWKS_URL)) : null;

  async function verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = jwks
        ? await jwtVerify<AccessClaims>(token, jwks, { audience: 'authenticated' })
        : await jwtVerify<AccessClaims>(token, secret, { audience: 'authenticated', algorithms: ['HS256'] });
      return payload;
    } catch {
      return null;
    }
  }

  async function loadUser(claims: AccessClaims): Promise<CurrentUser | null> {
    if (!claims.sub) return null;
    if (env.isBuiltinAuth) {
      if (!claims.session_id) return null;
      const session = await db
        .selectFrom('auth_sessions')
        .select(['id'])
        .where('id', '=', claims.session_id)
        .where('user_id', '=', claims.sub)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!session) return null;
    }
    let query = db.selectFrom('users').select(['id', 'email', 'organization_id', 'status']);
    // Hosted Supabase users are matched by e-mail when their auth id is not ours.
    query = env.isBuiltinAuth
      ? query.where('id', '=', claims.sub)
      : query.where((eb) =>
          eb.or([
            eb('id', '=', claims.sub!),
            eb(eb.fn('lower', ['email']), '=', (claims.email ?? '').toLowerCase()),
          ]),
        );
    const user = await query.executeTakeFirst();
    if (!user || user.status === 'disabled') return null;
    const roles = await db
      .selectFrom('role_assignments')
      .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
      .select('roles.name')
      .where('role_assignments.user_id', '=', user.id)
      .execute();
    return {
      id: user.id,
      email: user.email,
      organizationId: user.organization_id,
      roleNames: [...new Set(roles.map((r) => r.name))],
      sessionId: claims.session_id ?? null,
    };
  }

  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.toLowerCase().startsWith('bearer ')) return;
    const claims = await verify(header.slice(7).trim());
    request.currentUser = claims ? await loadUser(claims) : null;
  });
});
