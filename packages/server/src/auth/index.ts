import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { AuthError, readApiVersion, sendAuthError } from './errors';
import { logoutRoute } from './logout';
import { authorizeRoute } from './oauth-authorize';
import { callbackRoute } from './oauth-callback';
import { otpRoute } from './otp';
import { settingsRoutes } from './settings';
import { tokenRoute } from './token-route';
import { userRoutes } from './user-routes';
import { verifyRoute } from './verify';

export { revokeSession, revokeUserSessions } from './sessions';

/** supabase-js posts `Content-Type: application/json` with no body on /logout; GoTrue accepts that. */
function acceptEmptyJson(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(
        new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`),
      );
    }
  });
}

function toAuthError(app: FastifyInstance, error: FastifyError): AuthError {
  if (error instanceof AuthError) return error;
  const status = error.statusCode ?? 500;
  if (status < 500) return new AuthError(status, 'validation_failed', error.message);
  app.log.error({ err: error }, 'auth service failed');
  return new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
}

/**
 * The built-in Supabase-Auth-compatible service at /auth/v1: e-mail codes, refresh, PKCE OAuth to
 * the configured OIDC providers, user and logout. Its own error handler answers in GoTrue's shape.
 */
export const authService: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(
    async (auth) => {
      acceptEmptyJson(auth);
      auth.addHook('onRequest', async (request, reply) => {
        const version = readApiVersion(request);
        if (version) reply.header('X-Supabase-Api-Version', version);
        reply.header('Cache-Control', 'no-store');
      });
      auth.setErrorHandler((error: FastifyError, request, reply) =>
        sendAuthError(request, reply, toAuthError(auth, error)),
      );
      for (const routes of [
        otpRoute,
        verifyRoute,
        tokenRoute,
        authorizeRoute,
        callbackRoute,
        userRoutes,
        logoutRoute,
        settingsRoutes,
      ]) {
        await auth.register(routes, { ctx });
      }
    },
    { prefix: '/auth/v1' },
  );
};
