import { readErrorMessage, UploadResultSchema, type FileKind, type UploadResult } from '@caoscan/core';
import { useCallback } from 'react';
import { useServices, type Services } from '../../../lib/services';
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
 * One POST /files/upload with XMLHttpRequest, because fetch cannot report upload progress.
 * Multipart fields file, cao_scan_id, sector, cao_name, kind (spec 02 §7).
 */
function sendOnce(
  url: string,
  token: string | null,
  request: UploadRequest,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const form = new FormData();
  form.append('cao_scan_id', request.scanId);
  form.append('kind', request.kind);
  if (request.sector) form.append('sector', request.sector);
  if (request.caoName) form.append('cao_name', request.caoName);
  form.append('file', request.file, request.file.name);
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
  services: Pick<Services, 'config' | 'supabase'>,
  request: UploadRequest,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const url = `${services.config.apiBaseUrl}/files/upload`;
  for (let attempt = 1; ; attempt += 1) {
    const { data } = await services.supabase.auth.getSession();
    try {
      onProgress(0);
      return await sendOnce(url, data.session?.access_token ?? null, request, onProgress);
    } catch (error) {
      const retryable = !(error instanceof UploadError) || error.retryable;
      if (!retryable || attempt >= UPLOAD_ATTEMPTS) throw error;
      await wait(uploadRetryDelay(attempt));
    }
  }
}

export function useUploadCaoFile() {
  const services = useServices();
  return useCallback(
    (request: UploadRequest, onProgress: (percent: number) => void) =>
      uploadCaoFile(services, request, onProgress),
    [services],
  );
}
