import { getUnknownLoginMessage } from '../../../lib/auth/auth-errors';

export const OAUTH_FAILED_MESSAGE = 'OAuth authenticatie geannuleerd of mislukt';

/** Reasons the auth service gives when the person has no account (sign-up is by request only). */
const UNKNOWN_ACCOUNT =
  /user_not_found|unauthorized_client|signup_disabled|sign[ -]?ups? (is |are )?not allowed/i;

/**
 * The error an OAuth provider or the auth service put on /auth/callback (spec 01 §8), as the
 * text to show, or null when the URL carries none. Errors come in the query (PKCE) or, from
 * older flows, in the fragment.
 */
export function readCallbackError(search: string, hash: string, contactEmail: string): string | null {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (key: string) => query.get(key) ?? fragment.get(key) ?? '';
  const error = read('error');
  const description = read('error_description');
  const code = read('error_code');
  if (!error && !description && !code) return null;

  const isAccessDenied = error === 'access_denied';
  const isUnknownAccount = [error, code, description].some((value) => UNKNOWN_ACCOUNT.test(value));
  if (isUnknownAccount && (isAccessDenied || code === 'signup_disabled' || code === 'user_not_found')) {
    return getUnknownLoginMessage(contactEmail);
  }
  return description || OAUTH_FAILED_MESSAGE;
}
