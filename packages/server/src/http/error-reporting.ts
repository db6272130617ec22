import * as Sentry from '@sentry/node';
import type { Env } from '../env';

let isEnabled = false;

/** Error reporting (Sentry) only when SENTRY_DSN is set; off on a developer machine. */
export function initErrorReporting(env: Env): void {
  if (!env.SENTRY_DSN || isEnabled) return;
  Sentry.init({ dsn: env.SENTRY_DSN, release: 'caoscan@1.0.0', environment: env.NODE_ENV });
  isEnabled = true;
}

export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (isEnabled) Sentry.captureException(error, { extra: context });
}
