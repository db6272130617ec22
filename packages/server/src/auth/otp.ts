import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { parseEmail } from './email-address';
import { AuthError, validationFailed } from './errors';
import { discardCode, issueCode } from './otp-codes';
import { composeCodeEmail } from './otp-email';
import { RATE_LIMITS } from './rate-limits';
import { canSignIn, findUserByEmail } from './user-json';

const OtpBodySchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  create_user: z.boolean().optional(),
});

/**
 * POST /auth/v1/otp — e-mails a six-digit sign-in code. It never creates a user (spec 01 §5):
 * an unknown or disabled address gets GoTrue's answer to create_user=false for an unknown user,
 * 422 `otp_disabled`, whatever create_user says, so the app shows 'Onbekende inlog…'.
 */
export const otpRoute: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/otp', { config: { rateLimit: RATE_LIMITS.otp } }, async (request, reply) => {
    const parsed = OtpBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validationFailed('Invalid otp request');
    if (parsed.data.phone && !parsed.data.email) {
      throw new AuthError(400, 'validation_failed', 'Unsupported phone provider');
    }
    const email = parseEmail(parsed.data.email);
    const user = await findUserByEmail(ctx.db, email);
    if (!canSignIn(user)) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');

    const { id, code } = await issueCode(ctx.db, ctx.env.JWT_SECRET, user);
    try {
      await ctx.mailer.send(composeCodeEmail(user.email, code));
    } catch (error) {
      // Without the e-mail the code is useless; drop it so the person can ask again at once.
      await discardCode(ctx.db, id);
      request.log.error({ err: error }, 'sending sign-in code failed');
      throw new AuthError(500, 'unexpected_failure', 'Error sending magic link email');
    }
    return reply.code(200).send({});
  });
};
