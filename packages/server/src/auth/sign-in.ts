import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { buildSessionResponse, startSession, type SessionResponse, type SignInMethod } from './sessions';
import { asRecord } from './user-json';

export interface IdentityInput {
  userId: string;
  provider: 'email' | 'azure' | 'google';
  providerId: string;
  data: Record<string, unknown>;
}

/**
 * Links (or refreshes) a sign-in identity and stamps the user as signed in and e-mail-confirmed —
 * proving the mailbox by a code, or by a provider that vouches for the address, confirms it.
 */
export async function linkIdentity(trx: Kysely<Database>, input: IdentityInput): Promise<void> {
  const now = new Date();
  await trx
    .insertInto('identities')
    .values({
      user_id: input.userId,
      provider: input.provider,
      provider_id: input.providerId,
      identity_data: JSON.stringify(input.data),
      last_sign_in_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['provider', 'provider_id']).doUpdateSet({
        identity_data: JSON.stringify(input.data),
        last_sign_in_at: now,
        updated_at: now,
      }),
    )
    .execute();
  const user = await trx
    .selectFrom('users')
    .select(['app_metadata', 'email_confirmed_at'])
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow();
  const appMetadata = asRecord(user.app_metadata);
  await trx
    .updateTable('users')
    .set({
      last_sign_in_at: now,
      email_confirmed_at: user.email_confirmed_at ?? now,
      ...(typeof appMetadata.provider === 'string'
        ? {}
        : { app_metadata: JSON.stringify({ ...appMetadata, provider: input.provider }) }),
    })
    .where('id', '=', input.userId)
    .execute();
}

/** One transaction: optional identity link, then a new session; answers GoTrue's session JSON. */
export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  input: { userId: string; method: SignInMethod; identity?: IdentityInput },
): Promise<SessionResponse> {
  const { sessionId, refreshToken } = await ctx.db.transaction().execute(async (trx) => {
    if (input.identity) await linkIdentity(trx, input.identity);
    else
      await trx
        .updateTable('users')
        .set({ last_sign_in_at: new Date() })
        .where('id', '=', input.userId)
        .execute();
    return startSession(trx, ctx.env.JWT_SECRET, { userId: input.userId, method: input.method, request });
  });
  return buildSessionResponse(ctx, sessionId, refreshToken);
}
