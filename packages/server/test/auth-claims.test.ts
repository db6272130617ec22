import type { IDToken } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { readProviderIdentity } from '../src/auth/oauth-claims';
import type { ProviderSettings } from '../src/auth/oauth-providers';

const provider = (name: 'azure' | 'google', issuer: string): ProviderSettings => ({
  name,
  label: name,
  issuer,
  clientId: 'client',
  clientSecret: 'secret',
});
const google = provider('google', 'https://accounts.google.com');
const azureTenant = provider(
  'azure',
  'https://login.microsoftonline.com/0f1e2d3c-aaaa-bbbb-cccc-123456789abc/v2.0',
);
const azureShared = provider('azure', 'https://login.microsoftonline.com/organizations/v2.0');
const token = (claims: Record<string, unknown>) =>
  ({ iss: 'https://issuer', sub: 'subject-1', aud: 'client', iat: 0, exp: 0, ...claims }) as IDToken;

describe('auth: which provider e-mail addresses are trusted (nOAuth)', () => {
  it('takes Google addresses only when email_verified is true', () => {
    expect(readProviderIdentity(token({ email: 'A@x.nl', email_verified: true }), google)).toMatchObject({
      email: 'a@x.nl',
      subject: 'subject-1',
    });
    expect(readProviderIdentity(token({ email: 'a@x.nl' }), google)).toBe('unverified_email');
    expect(readProviderIdentity(token({ email: 'a@x.nl', email_verified: false }), google)).toBe(
      'unverified_email',
    );
  });

  it('takes Entra ID addresses with xms_edov anywhere', () => {
    for (const settings of [azureTenant, azureShared]) {
      expect(readProviderIdentity(token({ email: 'b@x.nl', xms_edov: true }), settings)).toMatchObject({
        email: 'b@x.nl',
      });
    }
  });

  it('without xms_edov trusts only a tenant-specific issuer, falling back to the UPN', () => {
    expect(readProviderIdentity(token({ email: 'c@x.nl' }), azureShared)).toBe('unverified_email');
    expect(readProviderIdentity(token({ email: 'c@x.nl' }), azureTenant)).toMatchObject({ email: 'c@x.nl' });
    expect(readProviderIdentity(token({ preferred_username: 'D@x.nl' }), azureTenant)).toMatchObject({
      email: 'd@x.nl',
    });
    expect(readProviderIdentity(token({ preferred_username: 'no-address' }), azureTenant)).toBe('no_email');
  });
});
