import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import type { AuthClient } from '../../../lib/supabase';
import { useServices } from '../../../lib/services';

export type OAuthProvider = 'azure' | 'google';

/** Scopes per provider (spec 01 §7): Microsoft asks for e-mail, Google for e-mail and profile. */
const SCOPES: Record<OAuthProvider, string> = { azure: 'email', google: 'email profile' };

/**
 * Starts the PKCE OAuth flow: the auth client stores the code verifier and sends the browser to
 * the provider, which comes back to /auth/callback.
 */
export async function signInWithProvider(supabase: AuthClient, provider: OAuthProvider): Promise<void> {
  const { error } = await supabase.auth.signInWithOAuth({
    provider,
    options: { scopes: SCOPES[provider], redirectTo: `${window.location.origin}${paths.authCallback}` },
  });
  if (error) throw error;
}

export function useSignInWithProvider() {
  const { supabase } = useServices();
  return useMutation({ mutationFn: (provider: OAuthProvider) => signInWithProvider(supabase, provider) });
}
