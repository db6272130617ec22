import type { ApiClient, ShareSetting } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

export type { ShareSetting };

export const SHARE_SETTING_ERROR_MESSAGE = 'Instelling kon niet worden geladen';

/** GET /organization/settings/share-scans — whether colleagues see each other's scans. */
export function getShareSetting(api: ApiClient): Promise<ShareSetting> {
  return api.getShareSetting();
}

export function shareSettingQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: scanKeys.shareSetting(),
    queryFn: () => getShareSetting(api),
    retry: false,
  });
}

export function useShareSetting() {
  const { api } = useServices();
  return useQuery(shareSettingQueryOptions(api));
}
