import type { Env } from '../env';

/**
 * Where OAuth sends people back. Only addresses on PUBLIC_URL's own origin are honoured; anything
 * else (or nothing) becomes PUBLIC_URL, so /authorize can never be used as an open redirect.
 */
export function resolveRedirectTo(env: Env, raw: string | undefined | null): string {
  if (!raw) return env.PUBLIC_URL;
  try {
    const target = new URL(raw, env.PUBLIC_URL); // a relative path means our own origin
    return target.origin === new URL(env.PUBLIC_URL).origin ? target.toString() : env.PUBLIC_URL;
  } catch {
    return env.PUBLIC_URL;
  }
}

export interface RedirectError {
  error: string;
  /** Absent when the provider itself reported the error (GoTrue passes only error and description on). */
  code?: string;
  description: string;
}

/**
 * GoTrue puts OAuth errors in the query (error, error_code, error_description) and repeats them in
 * the fragment with `sb` marking a Supabase Auth redirect; supabase-js and the app read either.
 */
export function withRedirectError(redirectTo: string, details: RedirectError): string {
  const url = new URL(redirectTo);
  const params: Record<string, string> = { error: details.error };
  if (details.code) params.error_code = details.code;
  params.error_description = details.description;
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const fragment = new URLSearchParams(params);
  fragment.set('sb', '');
  url.hash = fragment.toString();
  return url.toString();
}

/** PKCE success: our one-time auth code in the query, as GoTrue's prepPKCERedirectURL does. */
export function withAuthCode(redirectTo: string, authCode: string): string {
  const url = new URL(redirectTo);
  url.searchParams.set('code', authCode);
  return url.toString();
}
