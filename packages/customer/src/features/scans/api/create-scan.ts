import { ApiError, type ApiClient, type Scan, type ScanCreate } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { SCANS_KEY } from './scan-keys';

export const INSUFFICIENT_CREDITS_MESSAGE =
  'Onvoldoende credits om de scan te starten. Koop meer credits om door te gaan.';
export const CREATE_FAILED_MESSAGE = 'Er is een fout opgetreden bij het aanmaken van de scan';

/** POST /cao-scans — the same schema as the form, so form and server agree (spec 02 §5). */
export function createScan(api: ApiClient, input: ScanCreate): Promise<Scan> {
  return api.createScan(input);
}

/** Spec 02 §8: 402 has its own text; otherwise the server's message or the generic one. */
export function describeCreateError(error: unknown): string {
  if (error instanceof ApiError && error.status === 402) return INSUFFICIENT_CREDITS_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return CREATE_FAILED_MESSAGE;
}

export function useCreateScan() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScanCreate) => createScan(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCANS_KEY }),
  });
}
