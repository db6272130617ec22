import type { ApiClient } from '@caoscan/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { settingsKeys } from './settings-keys';

export const ALERT_EMAILS_ON_MESSAGE =
  'U krijgt weer een e-mail wanneer een nieuwe cao-versie uw scans raakt.';
export const ALERT_EMAILS_OFF_MESSAGE = 'U krijgt geen e-mails meer over nieuwe cao-versies.';

/** GET /organization/settings/cao-alert-emails — the signed-in user's own choice. */
export function getCaoAlertEmails(api: ApiClient) {
  return api.getCaoAlertEmails();
}

export function caoAlertEmailsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: settingsKeys.caoAlertEmails(),
    queryFn: () => getCaoAlertEmails(api),
    retry: false,
  });
}

export function useCaoAlertEmails() {
  const { api } = useServices();
  return useQuery(caoAlertEmailsQueryOptions(api));
}

/** PUT /organization/settings/cao-alert-emails. */
export function useUpdateCaoAlertEmails() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.updateCaoAlertEmails(enabled),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.caoAlertEmails(), saved),
  });
}
