import type { ApiClient, DetailedComparisonResult } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

export const RESULTS_ERROR_MESSAGE = 'Failed to fetch comparison results';

/** GET …/comparison/results — the plain rows (used right after completion, and as a fallback). */
export async function getComparisonResults(api: ApiClient, scanId: string) {
  try {
    return (await api.getComparisonResults(scanId)).results;
  } catch (error) {
    throw new Error(RESULTS_ERROR_MESSAGE, { cause: error });
  }
}

/**
 * The results page's rows: with details if possible, else the plain rows (without details), else
 * none (spec 02 §2) — the page always renders.
 */
export async function getResultsForDisplay(
  api: ApiClient,
  scanId: string,
): Promise<DetailedComparisonResult[]> {
  try {
    const detailed = await api.getDetailedComparisonResults(scanId);
    return detailed.results;
  } catch (error) {
    console.error('Resultaten met details konden niet worden geladen', error);
  }
  try {
    const plain = await getComparisonResults(api, scanId);
    return plain.map((row) => ({
      ...row,
      current_extraction_details: null,
      client_extraction_details: null,
    }));
  } catch (error) {
    console.error(RESULTS_ERROR_MESSAGE, error);
    return [];
  }
}

export function comparisonResultsQueryOptions(api: ApiClient, scanId: string) {
  return queryOptions({
    queryKey: scanKeys.results(scanId),
    queryFn: () => getResultsForDisplay(api, scanId),
    staleTime: 5 * 60_000,
  });
}

export function useComparisonResults(scanId: string, enabled: boolean) {
  const { api } = useServices();
  return useQuery({ ...comparisonResultsQueryOptions(api, scanId), enabled });
}
