import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireBearerSession } from './bearer';
import { AuthError, validationFailed } from './errors';
import { asRecord, loadUserJson } from './user-json';

const UpdateUserBodySchema = z.object({
  data: z.record(z.string(), z.unknown()).optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
});

const MAX_METADATA_BYTES = 16_000;

/** GoTrue's merge: keys set to null are removed, others replace; untouched keys stay. */
function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>) {
  const merged = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** GET /auth/v1/user and PUT /auth/v1/user {data} (profile via user_metadata, spec 01 §7). */
export const userRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const sendUser = async (userId: string) => {
    const user = await loadUserJson(ctx.db, userId);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return user;
  };

  app.get('/user', async (request) => {
    const { userId } = await requireBearerSession(ctx, request);
    return sendUser(userId);
  });

  app.put('/user', async (request) => {
    const { userId } = await requireBearerSession(ctx, request);
    const parsed = UpdateUserBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validationFailed('Invalid user update: data must be an object');
    const { data, email, phone, password } = parsed.data;
    if (email || phone || password) {
      throw validationFailed(
        'E-mailadres, telefoonnummer of wachtwoord wijzigen kan hier niet; vraag de beheerder.',
      );
    }
    if (data) {
      const row = await ctx.db
        .selectFrom('users')
        .select('user_metadata')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const merged = mergeMetadata(asRecord(row.user_metadata), data);
      const json = JSON.stringify(merged);
      if (json.length > MAX_METADATA_BYTES) throw validationFailed('Gebruikersgegevens zijn te groot.');
      const displayName = 'display_name' in data ? data.display_name : undefined;
      if (displayName !== undefined && displayName !== null && typeof displayName !== 'string') {
        throw validationFailed('display_name moet tekst zijn.');
      }
      await ctx.db
        .updateTable('users')
        .set({
          user_metadata: json,
          updated_at: new Date(),
          ...(displayName === undefined ? {} : { display_name: displayName?.trim().slice(0, 200) || null }),
        })
        .where('id', '=', userId)
        .execute();
    }
    return sendUser(userId);
  });
};
