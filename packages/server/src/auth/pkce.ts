import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AuthError, validationFailed } from './errors';
import { FLOW_STATE_TTL_MS } from './oauth-authorize';
import { matchesCodeChallenge } from './secrets';
import type { SessionResponse } from './sessions';
import { signIn } from './sign-in';

const flowNotFound = () =>
  new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');

/**
 * POST /token?grant_type=pkce {auth_code, code_verifier} — the app proves it started the flow (its
 * verifier matches the challenge it sent to /authorize) and gets the session, once.
 */
export async function exchangeAuthCode(
  ctx: AppContext,
  request: FastifyRequest,
  authCode: string,
  codeVerifier: string,
): Promise<SessionResponse> {
  if (!authCode || !codeVerifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const flow = await ctx.db
    .selectFrom('flow_states')
    .selectAll()
    .where('auth_code', '=', authCode)
    .executeTakeFirst();
  if (!flow || !flow.user_id || flow.consumed_at) throw flowNotFound();
  if (Date.now() - flow.created_at.getTime() > FLOW_STATE_TTL_MS) {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!matchesCodeChallenge(codeVerifier, flow.code_challenge, flow.code_challenge_method)) {
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  const consumed = await ctx.db
    .updateTable('flow_states')
    .set({ consumed_at: new Date() })
    .where('id', '=', flow.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!consumed) throw flowNotFound();
  const user = await ctx.db
    .selectFrom('users')
    .select('status')
    .where('id', '=', flow.user_id)
    .executeTakeFirst();
  if (!user) throw flowNotFound();
  if (user.status === 'disabled') throw new AuthError(403, 'user_banned', 'User is banned');
  return signIn(ctx, request, { userId: flow.user_id, method: 'oauth' });
}
