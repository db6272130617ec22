import type { Db } from '../db/database';
import type { User } from '../db/schema';
import { AuthError } from './errors';
import { equalsConstantTime, generateSixDigitCode, hmacBase64Url } from './secrets';

/** Spec 01 §4/§9: six digits, valid ten minutes, a new one at most once a minute, five tries. */
export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_ATTEMPTS = 5;

/** Peppered with the server secret and bound to the user, so a leaked table reveals no codes. */
const hashCode = (secret: string, userId: string, code: string) =>
  hmacBase64Url(secret, `otp:${userId}:${code}`);

/**
 * Issues a new code for the user, or refuses with GoTrue's 429 within a minute of the previous
 * one. The user row is locked so two requests at once cannot both pass the minute check. Only the
 * newest code is valid: older ones are expired here.
 */
export async function issueCode(db: Db, secret: string, user: User): Promise<{ id: string; code: string }> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
    const now = Date.now();
    const latest = await trx
      .selectFrom('one_time_codes')
      .select('created_at')
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const waitMs = latest ? latest.created_at.getTime() + RESEND_INTERVAL_MS - now : 0;
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${seconds} seconds.`,
      );
    }
    await trx
      .deleteFrom('one_time_codes')
      .where('user_id', '=', user.id)
      .where('created_at', '<', new Date(now - 24 * 3600_000))
      .execute();
    await trx
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(now) })
      .where('user_id', '=', user.id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', new Date(now))
      .execute();
    const code = generateSixDigitCode();
    const row = await trx
      .insertInto('one_time_codes')
      .values({
        user_id: user.id,
        email: user.email,
        code_hash: hashCode(secret, user.id, code),
        created_at: new Date(now),
        expires_at: new Date(now + CODE_TTL_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, code };
  });
}

export async function discardCode(db: Db, codeId: string): Promise<void> {
  await db.deleteFrom('one_time_codes').where('id', '=', codeId).execute();
}

/**
 * True when `token` is the user's newest code, unexpired, unused and within its tries. The try is
 * counted before comparing (atomically), so parallel guesses cannot exceed five; consuming is
 * atomic too, so one code gives one session.
 */
export async function consumeCode(db: Db, secret: string, userId: string, token: string): Promise<boolean> {
  if (!/^\d{6}$/.test(token)) return false;
  const latest = await db
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return false;
  const now = new Date();
  const counted = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!counted) return false;
  if (!equalsConstantTime(hashCode(secret, userId, token), latest.code_hash)) return false;
  const consumed = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: now })
    .where('id', '=', latest.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(consumed);
}
