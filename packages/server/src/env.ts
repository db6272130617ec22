import path from 'node:path';
import { LlmConfigError, readLlmConfig } from '@caoscan/engine';
import { z } from 'zod';
import { readOrCreateJwtSecret } from './auth/jwt-secret';

/**
 * Every environment variable the server reads, validated once. Nothing else reads process.env.
 * Defaults make a fresh machine work with no configuration (embedded mode).
 */
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Where people reach the app; used in e-mail links and OAuth redirects. */
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    /** PostgreSQL; when absent the embedded PGlite database under DATA_DIR is used. */
    DATABASE_URL: optionalString,
    /**
     * Hot queries as named prepared statements (planned once per connection). Set 'false' behind a pooler in
     * transaction mode (PgBouncer before 1.21, Supabase's port 6543), which cannot keep them.
     */
    DATABASE_PREPARED_STATEMENTS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Signs the built-in auth service's tokens; hosted Supabase's JWT secret when verifying its tokens.
     * Unset: a random secret made once and kept in DATA_DIR/jwt-secret (see auth/jwt-secret.ts).
     */
    JWT_SECRET: optionalString,
    /** Auth service address the apps use. Unset: the built-in service on PUBLIC_URL. */
    SUPABASE_URL: optionalUrl,
    SUPABASE_ANON_KEY: optionalString,
    /** Hosted Supabase: verify access tokens against this JWKS (else JWT_SECRET). */
    SUPABASE_JWKS_URL: optionalUrl,
    /** Send e-mail over SMTP. Unset: e-mail goes to the outbox table, readable from this machine only. */
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('CAO Scan <no-reply@caoscan.test>'),
    /** Shown in 'Onbekende inlog, vraag eenvoudig een account aan via {email} …'. */
    SIGNUP_CONTACT_EMAIL: z.string().default('info@caoscan.nl'),
    AZURE_CLIENT_ID: optionalString,
    AZURE_CLIENT_SECRET: optionalString,
    /** e.g. https://login.microsoftonline.com/<tenant>/v2.0 */
    AZURE_ISSUER: optionalUrl,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    SENTRY_DSN: optionalString,
    /** Behind a reverse proxy: trust X-Forwarded-For for client addresses (per-IP rate limits). */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Uploaded documents: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files. */
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Uploads one organisation may make per hour (all its members together; per server process). */
    UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(60),
    /** Uploaded documents one organisation may keep, in MB (every upload at its size). */
    UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(2048),
    /** The agency cao used when a scan's current cao is the ABU / NBBU cao (else the bundled fixture). */
    ABU_CAO_PATH: optionalString,
    ABU_CAO_URL: optionalUrl,
    /** Passed to the engine's extractor choice (built-in rules unless an LLM is configured). */
    LLM_PROVIDER: optionalString,
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    LLM_BASE_URL: optionalString,
    /** Scans one worker process runs at the same time. */
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    /** The server process works scans itself; set false when separate `worker` processes do. */
    EMBEDDED_WORKER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** How often pg-boss looks for expired jobs and lost heartbeats (a killed worker's scan). */
    JOB_MONITOR_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
    /** Stripe Checkout for buying credits; unset: the built-in test checkout (see LOCAL_CHECKOUT). */
    STRIPE_SECRET_KEY: optionalString,
    /** Verifies the signature of Stripe's webhook events; required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    /** Another address for Stripe's API (a stand-in in tests); unset: api.stripe.com. */
    STRIPE_API_URL: optionalUrl,
    /**
     * The built-in test checkout (no Stripe): auto = only for a browser on the server's own machine
     * and never in production; on = for anyone holding a session link (a deliberate choice: it
     * gives credits for free); off = no purchases without Stripe.
     */
    LOCAL_CHECKOUT: z.enum(['auto', 'on', 'off']).default('auto'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET is required in production' });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
      });
    }
    if (env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SUPABASE_ANON_KEY'],
        message: 'SUPABASE_ANON_KEY is required when SUPABASE_URL is set',
      });
    }
  });

export type RawEnv = z.infer<typeof EnvSchema>;

export interface Env extends Omit<RawEnv, 'PUBLIC_URL' | 'JWT_SECRET'> {
  PUBLIC_URL: string;
  JWT_SECRET: string;
  DATA_DIR: string;
  /** True when the built-in auth service at /auth/v1 is the auth service. */
  isBuiltinAuth: boolean;
  isProduction: boolean;
  /**
   * GET /api/dev/outbox exists: no SMTP configured and not production. It still answers only
   * callers on this machine (http/same-machine.ts).
   */
  hasDevOutbox: boolean;
}

export class EnvError extends Error {}

function keptJwtSecret(dataDir: string): string {
  try {
    return readOrCreateJwtSecret(dataDir);
  } catch (error) {
    throw new EnvError(
      `Invalid configuration:\n  JWT_SECRET: not set, and no secret can be kept in ${dataDir} (${(error as Error).message}); set JWT_SECRET or make DATA_DIR writable`,
    );
  }
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  // A bad LLM configuration stops the start, not the first scan an hour later.
  try {
    readLlmConfig(source);
  } catch (error) {
    if (error instanceof LlmConfigError) throw new EnvError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(raw.DATA_DIR);
  const isBuiltinAuth = !raw.SUPABASE_URL || raw.SUPABASE_URL.replace(/\/$/, '') === publicUrl;
  if (!isBuiltinAuth && !raw.SUPABASE_JWKS_URL && !raw.JWT_SECRET) {
    // A generated secret would only make every hosted Supabase token fail to verify.
    throw new EnvError(
      'Invalid configuration:\n  JWT_SECRET: hosted Supabase needs SUPABASE_JWKS_URL or its JWT secret in JWT_SECRET',
    );
  }
  return {
    ...raw,
    PUBLIC_URL: publicUrl,
    JWT_SECRET: raw.JWT_SECRET ?? keptJwtSecret(dataDir),
    DATA_DIR: dataDir,
    isBuiltinAuth,
    isProduction: raw.NODE_ENV === 'production',
    hasDevOutbox: !raw.SMTP_URL && raw.NODE_ENV !== 'production',
  };
}
