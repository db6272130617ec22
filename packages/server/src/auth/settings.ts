import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { readProviderSettings } from './oauth-providers';

/**
 * GET /auth/v1/settings (GoTrue's shape; sign-up is always off), /health, and /.well-known/jwks.json —
 * empty, as GoTrue's for an HS256 project, so supabase-js getClaims() falls back to GET /user.
 */
export const settingsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/settings', async () => ({
    external: {
      anonymous_users: false,
      apple: false,
      azure: readProviderSettings(ctx.env, 'azure') !== null,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      fly: false,
      github: false,
      gitlab: false,
      google: readProviderSettings(ctx.env, 'google') !== null,
      keycloak: false,
      kakao: false,
      linkedin: false,
      linkedin_oidc: false,
      notion: false,
      spotify: false,
      slack: false,
      slack_oidc: false,
      workos: false,
      twitch: false,
      twitter: false,
      email: true,
      phone: false,
      zoom: false,
    },
    disable_signup: true,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.get('/health', async () => ({
    version: '1.0.0',
    name: 'GoTrue',
    description: 'CAO Scan built-in auth service, compatible with Supabase Auth (GoTrue)',
  }));

  app.get('/.well-known/jwks.json', async () => ({ keys: [] }));
};
