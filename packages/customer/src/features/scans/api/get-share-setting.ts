import type { ApiClient } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

// Spec 02 §3 "Share setting". Local until the organisation-settings contract lands in @caoscan/core.
const ShareSettingSchema = z.object({
  organization_id: z.string(),
  share_scans_with_organization: z.boolean(),
});
export type ShareSetting = z.infer<typeof ShareSettingSchema>;

export const SHARE_SETTING_ERROR_MESSAGE = 'Instelling kon niet worden geladen';

/** GET /organization/settings/share-scans — whether colleagues see each other's scans. */
export function getShareSetting(api: ApiClient): Promise<ShareSetting> {
  return api.get('/organization/settings/share-scans', { schema: ShareSettingSchema });
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
