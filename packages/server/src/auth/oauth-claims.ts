import type { IDToken } from 'openid-client';
import type { ProviderSettings } from './oauth-providers';

export interface ProviderIdentity {
  subject: string;
  email: string;
  data: Record<string, unknown>;
}

export type ClaimsProblem = 'no_email' | 'unverified_email';

/**
 * The e-mail address a provider vouches for. Entra ID often omits `email` for work accounts; its
 * `preferred_username` (the UPN, set by the tenant's admins) stands in — hence AZURE_ISSUER should be
 * the organisation's own tenant. An explicit email_verified=false is always refused.
 */
export function readProviderIdentity(
  claims: IDToken,
  settings: ProviderSettings,
): ProviderIdentity | ClaimsProblem {
  const fallback =
    settings.name === 'azure' && typeof claims.preferred_username === 'string'
      ? claims.preferred_username
      : '';
  const raw = typeof claims.email === 'string' && claims.email ? claims.email : fallback;
  const email = raw.trim().toLowerCase();
  if (!email.includes('@')) return 'no_email';
  const verified = claims.email_verified;
  if (verified === false || verified === 'false') return 'unverified_email';
  if (settings.requiresEmailVerified && verified !== true && verified !== 'true') return 'unverified_email';
  return {
    subject: claims.sub,
    email,
    data: {
      iss: claims.iss,
      sub: claims.sub,
      provider_id: claims.sub,
      email,
      email_verified: true,
      phone_verified: false,
      ...(typeof claims.name === 'string' ? { name: claims.name, full_name: claims.name } : {}),
    },
  };
}
