import { useMutation } from '@tanstack/react-query';
import type { AuthClient } from '../../../lib/supabase';
import { useServices } from '../../../lib/services';

/** E-mails a one-time code. Never creates a user: accounts exist by request only (spec 01 §5). */
export async function sendLoginCode(supabase: AuthClient, email: string): Promise<void> {
  const { error } = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (error) throw error;
}

export function useSendLoginCode() {
  const { supabase } = useServices();
  return useMutation({ mutationFn: (email: string) => sendLoginCode(supabase, email) });
}
