import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { PREPARED } from '../db/prepared';
import type { Env } from '../env';
import type { CurrentUser } from './current-user';
import { createVerifiedTokenCache } from './verified-tokens';

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

  const verified = createVerifiedTokenCache<AccessClaims>();

  async function verify(token: string): Promise<AccessClaims | null> {
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = jwks
        ? await jwtVerify<AccessClaims>(token, jwks, { audience: 'authenticated' })
        : await jwtVerify<AccessClaims>(token, secret, { audience: 'authenticated', algorithms: ['HS256'] });
      verified.set(token, payload);
      return payload;
    } catch {
      return null;
    }
  }

  /**
   * The user, their role names and (built-in auth) the live session in one round trip. Every API
   * request pays for it, so it is one query rather than three, written as SQL text (the query
   * builder cost more than the query; see `pnpm bench:api`).
   */
  async function loadUser(claims: AccessClaims): Promise<CurrentUser | null> {
    const subject = claims.sub;
    if (!subject) return null;
    if (env.isBuiltinAuth && !claims.session_id) return null;
    // Hosted Supabase users are matched by e-mail when their auth id is not ours.
    const match = env.isBuiltinAuth
      ? sql`users.id = ${subject} and exists (
          select 1 from auth_sessions
          where auth_sessions.id = ${claims.session_id} and auth_sessions.user_id = ${subject}
            and auth_sessions.revoked_at is null)`
      : sql`(users.id = ${subject} or lower(users.email) = ${(claims.email ?? '').toLowerCase()})`;
    const { rows } = await sql<{
      id: string;
      email: string;
      organization_id: string | null;
      status: string;
      role_names: string[] | null;
    }>`${PREPARED}
      select users.id, users.email, users.organization_id, users.status,
        (select array_agg(distinct roles.name) from role_assignments
          join roles on roles.id = role_assignments.role_id
          where role_assignments.user_id = users.id) as role_names
      from users where ${match} limit 1`.execute(db);
    const user = rows[0];
    if (!user || user.status === 'disabled') return null;
    return {
      id: user.id,
      email: user.email,
      organizationId: user.organization_id,
      roleNames: user.role_names ?? [],
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
