import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthClient } from '../../../lib/supabase';
import { useServices } from '../../../lib/services';

export const SAVE_SETTINGS_ERROR_MESSAGE = 'Er is een fout opgetreden bij het opslaan van de instellingen.';

/**
 * The username is the one setting saved (spec 02 §2): as display_name in the auth service's user
 * metadata, which our auth service also keeps as the user's display name (the owner name on shared scans).
 */
export async function updateDisplayName(supabase: AuthClient, displayName: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ data: { display_name: displayName.trim() } });
  if (error) throw error;
}

export function useUpdateDisplayName() {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => updateDisplayName(supabase, displayName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
  });
}
