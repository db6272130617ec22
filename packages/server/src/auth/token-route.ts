import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { validationFailed } from './errors';
import { exchangeAuthCode } from './pkce';
import { RATE_LIMITS } from './rate-limits';
import { refreshSession } from './refresh';

const TokenQuerySchema = z.object({ grant_type: z.string().default('') });
const TokenBodySchema = z.object({
  refresh_token: z.string().default(''),
  auth_code: z.string().default(''),
  code_verifier: z.string().default(''),
});

/** POST /auth/v1/token — the two grants the apps use: refresh_token and pkce. */
export const tokenRoute: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/token', { config: { rateLimit: RATE_LIMITS.token } }, async (request) => {
    const query = TokenQuerySchema.safeParse(request.query);
    const body = TokenBodySchema.safeParse(request.body ?? {});
    if (!query.success || !body.success) throw validationFailed('Invalid token request');
    switch (query.data.grant_type) {
      case 'refresh_token':
        if (!body.data.refresh_token) throw validationFailed('refresh_token required');
        return refreshSession(ctx, request, body.data.refresh_token);
      case 'pkce':
        return exchangeAuthCode(ctx, request, body.data.auth_code, body.data.code_verifier);
      default:
        throw validationFailed('unsupported_grant_type');
    }
  });
};
