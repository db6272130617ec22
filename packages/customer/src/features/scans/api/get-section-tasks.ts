import { PROGRESS_POLL_MS, type ApiClient, type SectionProgress } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

export const PROGRESS_ERROR_MESSAGE = 'Failed to fetch progress';

/** GET /cao-scans/{id}/section-tasks — the 48 task rows and the overall status. */
export async function getSectionTasks(api: ApiClient, scanId: string): Promise<SectionProgress> {
  try {
    return await api.getSectionTasks(scanId);
  } catch (error) {
    throw new Error(PROGRESS_ERROR_MESSAGE, { cause: error });
  }
}

export function sectionTasksQueryOptions(api: ApiClient, scanId: string) {
  return queryOptions({
    queryKey: scanKeys.sectionTasks(scanId),
    queryFn: () => getSectionTasks(api, scanId),
    staleTime: 0,
  });
}

const isFinished = (progress: SectionProgress | undefined) =>
  progress?.overall_status === 'completed' || progress?.overall_status === 'failed';

/** With `poll`, asks again every 5 seconds until the comparison completed or failed (spec 02 §4). */
export function useSectionTasks(scanId: string, { poll = false } = {}) {
  const { api } = useServices();
  return useQuery({
    ...sectionTasksQueryOptions(api, scanId),
    refetchInterval: poll ? (query) => (isFinished(query.state.data) ? false : PROGRESS_POLL_MS) : false,
    refetchIntervalInBackground: poll,
    retry: false,
  });
}
