import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors shaped like Supabase Auth (GoTrue) so supabase-js turns them into AuthApiError with the
 * right `code`. Messages are GoTrue's own English texts where GoTrue has one (the apps map codes to
 * Dutch, spec 01 §8); errors GoTrue does not know get a Dutch message.
 */
export type AuthErrorCode =
  | 'validation_failed'
  | 'bad_json'
  | 'otp_disabled'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'over_request_rate_limit'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'session_not_found'
  | 'user_not_found'
  | 'user_banned'
  | 'no_authorization'
  | 'bad_jwt'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'bad_code_verifier'
  | 'bad_oauth_state'
  | 'bad_oauth_callback'
  | 'provider_email_needs_verification'
  | 'unexpected_failure';

export class AuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

/** The API version the caller asked for, if it is 2024-01-01 or later (supabase-js always sends it). */
export function readApiVersion(request: FastifyRequest): string | null {
  const raw = request.headers[API_VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^2\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value)) return null;
  return value >= API_VERSION_2024 ? API_VERSION_2024 : null;
}

/**
 * GoTrue's two error bodies: from API version 2024-01-01 `{ code, message }` (we add `error_code`
 * too, harmless for supabase-js and handy for plain fetch), before it `{ code: status, error_code, msg }`.
 */
export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError) {
  const version = readApiVersion(request);
  if (version) {
    reply.header('X-Supabase-Api-Version', version);
    return reply
      .code(error.statusCode)
      .send({ code: error.code, error_code: error.code, message: error.message });
  }
  return reply
    .code(error.statusCode)
    .send({ code: error.statusCode, error_code: error.code, msg: error.message });
}

export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const invalidOtp = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
export const requestRateLimited = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
