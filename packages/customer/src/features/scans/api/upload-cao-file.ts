import {
  createUploadForm,
  readErrorMessage,
  UPLOAD_PATH,
  UploadResultSchema,
  type ApiClient,
  type FileKind,
  type UploadResult,
} from '@caoscan/core';
import { useCallback } from 'react';
import { useServices } from '../../../lib/services';
import { UPLOAD_ATTEMPTS, uploadRetryDelay } from '../utils/upload-checks';

export interface UploadRequest {
  file: File;
  scanId: string;
  kind: FileKind;
  sector: string | null;
  caoName: string | null;
}

/** An upload that failed; `retryable` for the network and 5xx, not for a refused file. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const UPLOAD_NETWORK_ERROR = 'Upload mislukt: geen verbinding met de server.';

/**
 * One POST /files/upload with XMLHttpRequest, because fetch cannot report upload progress: core's
 * path and form (the same as its `uploadFile`), core's answer schema and error rule.
 */
function sendOnce(
  url: string,
  token: string | null,
  request: UploadRequest,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const form = createUploadForm({
    file: request.file,
    fileName: request.file.name,
    scanId: request.scanId,
    kind: request.kind,
    sector: request.sector,
    caoName: request.caoName,
  });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_NETWORK_ERROR, true));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = UploadResultSchema.safeParse(safeJson(xhr.responseText));
        if (parsed.success) resolve(parsed.data);
        else reject(new UploadError('Onverwacht antwoord van de server op de upload.', false));
        return;
      }
      reject(new UploadError(readErrorMessage(xhr.status, xhr.responseText), xhr.status >= 500));
    };
    xhr.send(form);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Up to 3 attempts, waiting 1000 ms × the attempt number in between (spec 02 §7, §9). */
export async function uploadCaoFile(
  api: ApiClient,
  request: UploadRequest,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const url = api.urlOf(UPLOAD_PATH);
  for (let attempt = 1; ; attempt += 1) {
    const token = await api.getAccessToken();
    try {
      onProgress(0);
      return await sendOnce(url, token, request, onProgress);
    } catch (error) {
      const retryable = !(error instanceof UploadError) || error.retryable;
      if (!retryable || attempt >= UPLOAD_ATTEMPTS) throw error;
      await wait(uploadRetryDelay(attempt));
    }
  }
}

export function useUploadCaoFile() {
  const { api } = useServices();
  return useCallback(
    (request: UploadRequest, onProgress: (percent: number) => void) =>
      uploadCaoFile(api, request, onProgress),
    [api],
  );
}
