import type { FileKind, UploadResult } from '@caoscan/core';
import { useCallback } from 'react';
import { useServices } from '../../../lib/services';
import { uploadWithRetries } from '../../../lib/upload-with-retries';

export interface UploadRequest {
  file: File;
  scanId: string;
  kind: FileKind;
  sector: string | null;
  caoName: string | null;
}

/** POST /files/upload for a scan's side, through core's client, with progress and retries. */
export function useUploadCaoFile() {
  const { api } = useServices();
  return useCallback(
    (request: UploadRequest, onProgress: (percent: number) => void): Promise<UploadResult> =>
      uploadWithRetries(
        api,
        {
          file: request.file,
          fileName: request.file.name,
          scanId: request.scanId,
          kind: request.kind,
          sector: request.sector,
          caoName: request.caoName,
        },
        onProgress,
      ),
    [api],
  );
}
