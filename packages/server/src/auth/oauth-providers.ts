import * as oidc from 'openid-client';
import type { Env } from '../env';

/** The two OIDC providers of spec 01 (Microsoft as GoTrue's `azure`, and Google), set by env. */
export type ProviderName = 'azure' | 'google';

export interface ProviderSettings {
  name: ProviderName;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

export function readProviderSettings(env: Env, name: string): ProviderSettings | null {
  if (name === 'azure' && env.AZURE_CLIENT_ID && env.AZURE_ISSUER) {
    return {
      name,
      label: 'Microsoft',
      issuer: env.AZURE_ISSUER,
      clientId: env.AZURE_CLIENT_ID,
      clientSecret: env.AZURE_CLIENT_SECRET,
    };
  }
  if (name === 'google' && env.GOOGLE_CLIENT_ID) {
    return {
      name,
      label: 'Google',
      issuer: env.GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    };
  }
  return null;
}

export const isKnownProvider = (name: string): name is ProviderName => name === 'azure' || name === 'google';

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * Discovery documents are fetched once per provider and process; a failed discovery is not
 * cached, so the next sign-in tries again. Plain http is allowed only on loopback (local test IdPs).
 */
const configurations = new Map<string, Promise<oidc.Configuration>>();

export function getProviderConfiguration(settings: ProviderSettings): Promise<oidc.Configuration> {
  const cacheKey = `${settings.name}|${settings.issuer}|${settings.clientId}`;
  let pending = configurations.get(cacheKey);
  if (!pending) {
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
    pending = oidc.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
      insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    pending.catch(() => configurations.delete(cacheKey));
    configurations.set(cacheKey, pending);
  }
  return pending;
}
