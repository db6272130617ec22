import { useMutation } from '@tanstack/react-query';
import type { AuthClient } from '../../../lib/supabase';
import { useServices } from '../../../lib/services';

/** Exchanges the e-mailed code for a session; the auth provider then reports the sign-in. */
export async function verifyLoginCode(supabase: AuthClient, email: string, token: string): Promise<void> {
  const { data, error } = await supabase.auth.verifyOtp({ email, token, type: 'email' });
  if (error) throw error;
  if (!data.session) throw new Error('Invalid code');
}

export function useVerifyLoginCode() {
  const { supabase } = useServices();
  return useMutation({
    mutationFn: ({ email, token }: { email: string; token: string }) =>
      verifyLoginCode(supabase, email, token),
  });
}
