import type { IDToken } from 'openid-client';
import type { ProviderSettings } from './oauth-providers';

export interface ProviderIdentity {
  subject: string;
  email: string;
  data: Record<string, unknown>;
}

export type ClaimsProblem = 'no_email' | 'unverified_email';

const isTrue = (value: unknown) => value === true || value === 'true' || value === '1' || value === 1;

/** Entra ID's shared endpoints let any tenant sign in; a tenant-specific issuer is one directory. */
export function isMultiTenantIssuer(issuer: string): boolean {
  return /^\/(common|organizations|consumers)(\/|$)/.test(new URL(issuer).pathname);
}

/**
 * The e-mail address a provider vouches for — the key to an existing account, so it must be proven
 * (the nOAuth lesson). Google: email_verified. Entra ID sends no email_verified; its optional claim
 * `xms_edov` (add it to the app registration) says the tenant owns the address's domain. Without it,
 * only a tenant-specific AZURE_ISSUER (the organisation's own directory) is trusted, and there the
 * UPN (`preferred_username`) stands in when `email` is absent.
 */
function readVerifiedEmail(claims: IDToken, settings: ProviderSettings): string | ClaimsProblem {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (claims.email_verified === false || claims.email_verified === 'false') return 'unverified_email';
  if (isTrue(claims.email_verified) || (settings.name === 'azure' && isTrue(claims.xms_edov))) {
    return email.includes('@') ? email : 'no_email';
  }
  if (settings.name !== 'azure' || isMultiTenantIssuer(settings.issuer)) {
    return email.includes('@') ? 'unverified_email' : 'no_email';
  }
  const upn =
    typeof claims.preferred_username === 'string' ? claims.preferred_username.trim().toLowerCase() : '';
  const fallback = email || upn;
  return fallback.includes('@') ? fallback : 'no_email';
}

export function readProviderIdentity(
  claims: IDToken,
  settings: ProviderSettings,
): ProviderIdentity | ClaimsProblem {
  const email = readVerifiedEmail(claims, settings);
  if (email === 'no_email' || email === 'unverified_email') return email;
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
