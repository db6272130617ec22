import {
  ApiError,
  createUploadForm,
  type ApiClient,
  type UploadFormInput,
  type UploadResult,
} from '@caoscan/core';

/** Spec 02 §9: 3 attempts, waiting 1000 ms × the attempt number in between. */
export const UPLOAD_ATTEMPTS = 3;
export const uploadRetryDelay = (attempt: number) => 1000 * attempt;

/** The network (status 0) and the server's own failures (5xx) are worth another try; a refused file is not. */
const isRetryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One document through core's upload call (XMLHttpRequest, for its progress), tried up to three
 * times (spec 02 §7). Used by the wizard's upload step and by 'Bestanden beheren'.
 */
export async function uploadWithRetries(
  api: ApiClient,
  input: UploadFormInput,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await api.uploadFile(createUploadForm(input), { onProgress });
    } catch (error) {
      if (!isRetryable(error) || attempt >= UPLOAD_ATTEMPTS) throw error;
      await wait(uploadRetryDelay(attempt));
    }
  }
}
