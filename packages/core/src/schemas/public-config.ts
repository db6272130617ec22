import * as z from 'zod/mini';

/*
 * Written with zod/mini, on purpose: the apps validate this before their first screen, and zod/mini
 * tree-shakes to a few kB where the full zod is about 25 kB gzip. Everything else the apps parse
 * later, once the rest of core (and full zod) has loaded.
 */

/** Served at /config.json so one build runs against any backend (spec 01 §5: refuse bad config). */
export const PublicConfigSchema = z.object({
  supabaseUrl: z.url(),
  /**
   * True when the auth service is the server's own (no SUPABASE_URL): the apps then call it at the
   * origin they were loaded from, so sign-in works at any address of the server (127.0.0.1, the
   * machine's name) and not only at PUBLIC_URL's origin, which the browser would block (CORS).
   */
  builtinAuth: z._default(z.boolean(), false),
  supabaseAnonKey: z.string().check(z.minLength(1)),
  apiBaseUrl: z.string(),
  sentryDsn: z.nullable(z.string()),
  environment: z.string(),
  signupContactEmail: z.string(),
  providers: z.object({ azure: z.boolean(), google: z.boolean() }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** The auth service address an app in the browser uses: its own origin for the built-in service. */
export function resolveAuthUrl(
  config: Pick<PublicConfig, 'supabaseUrl' | 'builtinAuth'>,
  origin: string,
): string {
  return config.builtinAuth ? origin : config.supabaseUrl;
}
