import type { ApiClient, ShareSetting } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { settingsKeys } from './settings-keys';

export const SHARE_SAVE_ERROR_MESSAGE = 'Bijwerken van de instelling is mislukt. Probeer het opnieuw.';
export const SHARE_ON_MESSAGE = 'Scans worden nu gedeeld met iedereen binnen de organisatie.';
export const SHARE_OFF_MESSAGE = 'Organisatiedeling voor scans is uitgeschakeld.';

/** PUT /organization/settings/share-scans. */
export function updateShareSetting(api: ApiClient, share: boolean): Promise<ShareSetting> {
  return api.updateShareSetting({ share_scans_with_organization: share });
}

export function useUpdateShareSetting() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (share: boolean) => updateShareSetting(api, share),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.shareSetting(), saved);
      // The scan lists depend on it.
      void queryClient.invalidateQueries({ queryKey: ['cao-scans'] });
    },
  });
}
