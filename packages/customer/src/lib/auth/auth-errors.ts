import { RESEND_COOLDOWN_SECONDS } from '@caoscan/core';

/**
 * Sign-in error texts (spec 01 §8) in one pure function, shared by the login page and the
 * invitation page. Supabase errors carry a `code` (e.g. `otp_disabled` for an unknown e-mail
 * when sign-up is off) and a message; both are matched.
 */
export const GENERIC_ERROR_MESSAGE = 'Er is een fout opgetreden';
export const MICROSOFT_ERROR_MESSAGE = `${GENERIC_ERROR_MESSAGE} bij het inloggen met Microsoft`;
export const GOOGLE_ERROR_MESSAGE = `${GENERIC_ERROR_MESSAGE} bij het inloggen met Google`;
export const INVALID_CREDENTIALS_MESSAGE =
  'Ongeldige inloggegevens. Controleer uw e-mailadres en probeer het opnieuw.';

/** The auth service could not be reached at all (the browser says 'Failed to fetch'). */
export const NETWORK_ERROR_MESSAGE =
  'De inlogdienst is niet bereikbaar. Controleer uw internetverbinding en probeer het opnieuw.';

export function getUnknownLoginMessage(contactEmail: string): string {
  return `Onbekende inlog, vraag eenvoudig een account aan via ${contactEmail} en ga direct aan de slag!`;
}

const UNKNOWN_LOGIN_CODES = ['user_not_found', 'signup_disabled', 'otp_disabled', 'oauth_account_not_found'];
const UNKNOWN_LOGIN_PHRASES = [
  'not found',
  'not_found',
  'signup disabled',
  'signups not allowed',
  'signup not allowed',
  'signup_disabled',
  'otp disabled',
  'otp_disabled',
  'oauth account not found',
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  name?: unknown;
  status?: unknown;
}

/** True when the request never got an answer: offline, blocked (CORS) or the server is down. */
export function isNetworkError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, status } = error as ErrorLike;
  // The auth client's name for 'no answer at all' (status 0); 5xx answers keep their own texts.
  if (name === 'AuthRetryableFetchError' && status === 0) return true;
  return (
    typeof message === 'string' &&
    /^(failed to fetch|fetch failed|load failed|networkerror when attempting to fetch resource\.?)$/i.test(
      message.trim(),
    )
  );
}

/**
 * Seconds until a new code may be requested, when the auth service refused one because a code
 * was sent less than a minute ago (GoTrue's 429 'over_email_send_rate_limit'); otherwise null.
 */
export function readResendWaitSeconds(error: unknown): number | null {
  const { code, message } = readError(error);
  const isEmailRateLimit =
    code === 'over_email_send_rate_limit' || /you can only request this after/i.test(message);
  if (!isEmailRateLimit) return null;
  const seconds = Number(/after (\d+) second/i.exec(message)?.[1]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : RESEND_COOLDOWN_SECONDS;
}

function readError(error: unknown): { code: string; message: string } {
  if (typeof error === 'string') return { code: '', message: error };
  if (error && typeof error === 'object') {
    const { code, message } = error as ErrorLike;
    return {
      code: typeof code === 'string' ? code : '',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { code: '', message: '' };
}

export function isUnknownLoginError(code: string, message: string): boolean {
  const text = `${code} ${message}`.toLowerCase();
  return UNKNOWN_LOGIN_CODES.includes(code) || UNKNOWN_LOGIN_PHRASES.some((phrase) => text.includes(phrase));
}

export interface SignInErrorOptions {
  /** The address in the unknown-login message (config signupContactEmail). */
  contactEmail: string;
  /** Shown when the error carries no message of its own. */
  fallback?: string;
}

export function mapSignInError(error: unknown, options: SignInErrorOptions): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  const { code, message } = readError(error);
  if (isUnknownLoginError(code, message)) return getUnknownLoginMessage(options.contactEmail);
  if (code === 'invalid_credentials' || /invalid[ _]credentials|invalid login credentials/i.test(message)) {
    return INVALID_CREDENTIALS_MESSAGE;
  }
  return message || options.fallback || GENERIC_ERROR_MESSAGE;
}
