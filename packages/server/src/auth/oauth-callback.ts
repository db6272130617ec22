import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import * as oidc from 'openid-client';
import type { AppContext } from '../context';
import { callbackUrlOf, FLOW_STATE_TTL_MS } from './oauth-authorize';
import { readProviderIdentity } from './oauth-claims';
import { getProviderConfiguration, readProviderSettings } from './oauth-providers';
import { withAuthCode, withRedirectError, type RedirectError } from './redirects';
import { linkIdentity } from './sign-in';
import { canSignIn } from './user-json';

const PROBLEMS = {
  badState: {
    error: 'invalid_request',
    code: 'bad_oauth_state',
    description: 'OAuth callback with invalid state',
  },
  expired: { error: 'invalid_request', code: 'flow_state_expired', description: 'OAuth flow has expired' },
  disabled: {
    error: 'invalid_request',
    code: 'validation_failed',
    description: 'Unsupported provider: provider is not enabled',
  },
  exchange: {
    error: 'server_error',
    code: 'unexpected_failure',
    description: 'Unable to exchange external code',
  },
  noEmail: {
    error: 'server_error',
    code: 'unexpected_failure',
    description: 'Error getting user email from external provider',
  },
  unverified: {
    error: 'access_denied',
    code: 'provider_email_needs_verification',
    description: 'Het e-mailadres is bij de inlogdienst niet bevestigd.',
  },
  // No self sign-up (spec 01 §1): GoTrue's access_denied redirect, with the code the app maps to 'Onbekende inlog…'.
  unknownUser: { error: 'access_denied', code: 'user_not_found', description: 'User not found' },
} satisfies Record<string, RedirectError>;

/**
 * GET /auth/v1/callback — the provider returns here. We exchange its code (checking state, nonce and
 * our PKCE), find the existing user by the verified e-mail (never creating one), link the identity
 * and send the browser to redirect_to?code=<our one-time auth code> for /token?grant_type=pkce.
 */
export const callbackRoute: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/callback', async (request, reply) => {
    const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const params = new URLSearchParams(rawQuery);
    const fail = (redirectTo: string, problem: RedirectError) =>
      reply.redirect(withRedirectError(redirectTo, problem), 302);

    const state = params.get('state');
    const flow = state
      ? await ctx.db
          .selectFrom('flow_states')
          .selectAll()
          .where('provider_state', '=', state)
          .where('auth_code', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (!flow) return fail(ctx.env.PUBLIC_URL, PROBLEMS.badState);
    if (Date.now() - flow.created_at.getTime() > FLOW_STATE_TTL_MS)
      return fail(flow.redirect_to, PROBLEMS.expired);
    const providerError = params.get('error');
    if (providerError) {
      return fail(flow.redirect_to, {
        error: providerError,
        description: params.get('error_description') ?? '',
      });
    }
    const settings = readProviderSettings(ctx.env, flow.provider);
    if (!settings) return fail(flow.redirect_to, PROBLEMS.disabled);

    let claims: oidc.IDToken | undefined;
    try {
      const configuration = await getProviderConfiguration(settings);
      const tokens = await oidc.authorizationCodeGrant(
        configuration,
        new URL(`${callbackUrlOf(ctx.env)}?${rawQuery}`),
        {
          pkceCodeVerifier: flow.provider_code_verifier,
          expectedState: flow.provider_state,
          expectedNonce: flow.provider_nonce,
          idTokenExpected: true,
        },
      );
      claims = tokens.claims();
    } catch (error) {
      request.log.warn({ err: error, provider: settings.name }, 'OAuth code exchange failed');
    }
    if (!claims) return fail(flow.redirect_to, PROBLEMS.exchange);
    const identity = readProviderIdentity(claims, settings);
    if (identity === 'no_email') return fail(flow.redirect_to, PROBLEMS.noEmail);
    if (identity === 'unverified_email') return fail(flow.redirect_to, PROBLEMS.unverified);

    // A linked identity wins (the address may have changed at the provider); else match by e-mail.
    const linked = await ctx.db
      .selectFrom('identities')
      .select('user_id')
      .where('provider', '=', settings.name)
      .where('provider_id', '=', identity.subject)
      .executeTakeFirst();
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'status'])
      .where((eb) =>
        linked ? eb('id', '=', linked.user_id) : eb(eb.fn('lower', ['email']), '=', identity.email),
      )
      .executeTakeFirst();
    if (!canSignIn(user)) return fail(flow.redirect_to, PROBLEMS.unknownUser);

    const authCode = randomUUID();
    const claimed = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('flow_states')
        .set({ auth_code: authCode, user_id: user.id })
        .where('id', '=', flow.id)
        .where('auth_code', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (row) {
        await linkIdentity(trx, {
          userId: user.id,
          provider: settings.name,
          providerId: identity.subject,
          data: identity.data,
        });
      }
      return Boolean(row);
    });
    if (!claimed) return fail(flow.redirect_to, PROBLEMS.badState);
    return reply.redirect(withAuthCode(flow.redirect_to, authCode), 302);
  });
};
