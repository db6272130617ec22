import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { parseEmail } from './email-address';
import { invalidOtp, validationFailed } from './errors';
import { consumeCode } from './otp-codes';
import { RATE_LIMITS } from './rate-limits';
import { signIn } from './sign-in';
import { canSignIn, findUserByEmail } from './user-json';

const VerifyBodySchema = z.object({
  type: z.string().optional(),
  email: z.string().optional(),
  token: z.string().optional(),
});

/**
 * POST /auth/v1/verify {type:'email', email, token} — trades a code for a session. Every failure
 * (unknown address, wrong, expired, used or over-tried code) is the same 403 `otp_expired`, as in
 * GoTrue, so nothing is learned by guessing.
 */
export const verifyRoute: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/verify', { config: { rateLimit: RATE_LIMITS.verify } }, async (request) => {
    const parsed = VerifyBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validationFailed('Invalid verify request');
    const { type, token } = parsed.data;
    if (type !== 'email' && type !== 'magiclink') {
      throw validationFailed(`Unsupported verification type: ${type ?? ''}`.trim());
    }
    if (!token) throw validationFailed('Verify requires either a token or a token hash');
    const email = parseEmail(parsed.data.email);

    const user = await findUserByEmail(ctx.db, email);
    if (!canSignIn(user)) throw invalidOtp();
    const isValid = await consumeCode(ctx.db, ctx.env.JWT_SECRET, user.id, token.trim());
    if (!isValid) throw invalidOtp();

    return signIn(ctx, request, {
      userId: user.id,
      method: 'otp',
      identity: {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        data: { sub: user.id, email: user.email, email_verified: true, phone_verified: false },
      },
    });
  });
};
