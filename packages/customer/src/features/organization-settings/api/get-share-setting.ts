import type { ApiClient, ShareSetting } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { settingsKeys } from './settings-keys';

export const SHARE_LOAD_ERROR_MESSAGE = 'Kon de instelling niet laden. Probeer het later opnieuw.';

/** GET /organization/settings/share-scans. */
export function getShareSetting(api: ApiClient): Promise<ShareSetting> {
  return api.getShareSetting();
}

export function shareSettingQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: settingsKeys.shareSetting(),
    queryFn: () => getShareSetting(api),
    retry: false,
  });
}

export function useShareSetting() {
  const { api } = useServices();
  return useQuery(shareSettingQueryOptions(api));
}
