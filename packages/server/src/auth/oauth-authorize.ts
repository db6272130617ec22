import type { FastifyPluginAsync } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Env } from '../env';
import { validationFailed } from './errors';
import { getProviderConfiguration, isKnownProvider, readProviderSettings } from './oauth-providers';
import { RATE_LIMITS } from './rate-limits';
import { resolveRedirectTo, withRedirectError } from './redirects';

const AuthorizeQuerySchema = z.object({
  provider: z.string().default(''),
  redirect_to: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
  scopes: z.string().optional(),
  skip_http_redirect: z.string().optional(),
});

/** Flows older than this are refused at the callback and the token exchange, and cleaned up. */
export const FLOW_STATE_TTL_MS = 10 * 60_000;

export const callbackUrlOf = (env: Env) => `${env.PUBLIC_URL}/auth/v1/callback`;

/** openid plus what GoTrue always asks (email, profile) plus the app's extra scopes. */
function buildScope(extra: string | undefined): string {
  const requested = (extra ?? '').split(/[\s,]+/).filter((s) => /^[\w.:/-]{1,100}$/.test(s));
  return [...new Set(['openid', 'email', 'profile', ...requested])].join(' ');
}

function checkPkceParams(challenge: string | undefined, method: string | undefined) {
  if (!challenge) throw validationFailed('PKCE flow requires code_challenge and code_challenge_method');
  if (!['s256', 'plain'].includes((method ?? '').toLowerCase())) {
    throw validationFailed('code challenge method not supported');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
}

/**
 * GET /auth/v1/authorize — starts Microsoft/Google sign-in: our own state, nonce and PKCE towards
 * the provider live in flow_states next to the app's code challenge; then a 302 to the provider.
 */
export const authorizeRoute: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/authorize', { config: { rateLimit: RATE_LIMITS.authorize } }, async (request, reply) => {
    const parsed = AuthorizeQuerySchema.safeParse(request.query);
    if (!parsed.success) throw validationFailed('Invalid authorize request');
    const query = parsed.data;
    if (!isKnownProvider(query.provider)) {
      throw validationFailed(`Unsupported provider: Provider ${query.provider} could not be found`);
    }
    const settings = readProviderSettings(ctx.env, query.provider);
    if (!settings) throw validationFailed('Unsupported provider: provider is not enabled');
    checkPkceParams(query.code_challenge, query.code_challenge_method);
    const redirectTo = resolveRedirectTo(ctx.env, query.redirect_to);

    let configuration: oidc.Configuration;
    try {
      configuration = await getProviderConfiguration(settings);
    } catch (error) {
      request.log.error({ err: error, provider: settings.name }, 'OIDC discovery failed');
      return reply.redirect(
        withRedirectError(redirectTo, {
          error: 'server_error',
          code: 'unexpected_failure',
          description: `De inlogdienst van ${settings.label} is nu niet bereikbaar. Probeer het later opnieuw.`,
        }),
        302,
      );
    }

    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const verifier = oidc.randomPKCECodeVerifier();
    await ctx.db
      .deleteFrom('flow_states')
      .where('created_at', '<', new Date(Date.now() - 24 * 3600_000))
      .execute();
    await ctx.db
      .insertInto('flow_states')
      .values({
        provider: settings.name,
        code_challenge: query.code_challenge!,
        code_challenge_method: query.code_challenge_method!.toLowerCase(),
        redirect_to: redirectTo,
        provider_state: state,
        provider_code_verifier: verifier,
        provider_nonce: nonce,
      })
      .execute();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrlOf(ctx.env),
      scope: buildScope(query.scopes),
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    if (query.skip_http_redirect === 'true') return reply.send({ url: url.href });
    return reply.redirect(url.href, 302);
  });
};
