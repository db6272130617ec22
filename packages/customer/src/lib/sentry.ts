import { APP_VERSION, type PublicConfig } from '@caoscan/core';

export type ReactErrorHandler = (error: unknown, errorInfo: { componentStack?: string }) => void;

/**
 * Error reporting is on only when a DSN is configured. The SDK is loaded on demand so the
 * default (off) costs no download. Returns React's root error handler when enabled.
 */
export async function initSentry(config: PublicConfig): Promise<ReactErrorHandler | undefined> {
  if (!config.sentryDsn) return undefined;
  const Sentry = await import('@sentry/react');
  Sentry.init({ dsn: config.sentryDsn, release: APP_VERSION, environment: config.environment });
  return Sentry.reactErrorHandler();
}
