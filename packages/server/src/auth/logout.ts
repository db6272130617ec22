import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { requireBearerSession } from './bearer';
import { validationFailed } from './errors';
import { revokeSession, revokeUserSessions } from './sessions';

const SCOPES = ['global', 'local', 'others'] as const;
type LogoutScope = (typeof SCOPES)[number];
const isScope = (value: string): value is LogoutScope => (SCOPES as readonly string[]).includes(value);

/**
 * POST /auth/v1/logout?scope=global|local|others — revokes sessions; access tokens of a revoked
 * session are refused by the API straight away (src/http/authenticate.ts reads the session row).
 */
export const logoutRoute: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/logout', async (request, reply) => {
    const scope = String((request.query as Record<string, unknown>).scope ?? 'global');
    if (!isScope(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
    const { userId, sessionId } = await requireBearerSession(ctx, request);
    if (scope === 'local') await revokeSession(ctx.db, sessionId);
    else if (scope === 'others') await revokeUserSessions(ctx.db, userId, { exceptSessionId: sessionId });
    else await revokeUserSessions(ctx.db, userId);
    return reply.code(204).send();
  });
};
