import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Env } from '../env';
import { AuthError } from './errors';
import type { AuthUserJson } from './user-json';

/** Access tokens live an hour, as GoTrue's default JWT_EXP; supabase-js refreshes before that. */
export const ACCESS_TOKEN_SECONDS = 3600;

export interface AccessClaims extends JWTPayload {
  sub: string;
  email: string;
  session_id: string;
  role: string;
}

export interface SessionForToken {
  id: string;
  aal: string;
  amr_method: string;
  created_at: Date;
}

const key = (env: Env) => new TextEncoder().encode(env.JWT_SECRET);
export const issuerOf = (env: Env) => `${env.PUBLIC_URL}/auth/v1`;

/** HS256 with GoTrue's claim set, so src/http/authenticate.ts and hosted-Supabase code read it alike. */
export async function signAccessToken(
  env: Env,
  user: AuthUserJson,
  session: SessionForToken,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: session.aal,
    amr: [{ method: session.amr_method, timestamp: Math.floor(session.created_at.getTime() / 1000) }],
    session_id: session.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuerOf(env))
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key(env));
  return { token, expiresAt };
}

/** Verifies a bearer token the way GoTrue's requireAuthentication does, with its error codes. */
export async function verifyAccessToken(env: Env, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify<AccessClaims>(token, key(env), {
      algorithms: ['HS256'],
      audience: 'authenticated',
    });
    if (!payload.sub || !payload.session_id) throw new Error('missing sub or session_id claim');
    return payload;
  } catch (error) {
    const reason =
      error instanceof joseErrors.JWTExpired ? 'token is expired' : 'unable to parse or verify signature';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: ${reason}`);
  }
}
