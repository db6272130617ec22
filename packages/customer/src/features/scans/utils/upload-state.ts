/** One side's document in step 2: chosen, uploading (with %), uploaded or failed. */
export interface UploadState {
  status: 'empty' | 'selected' | 'uploading' | 'done' | 'error';
  /** Chosen and not uploaded yet. */
  file: File | null;
  fileName: string | null;
  fileId: string | null;
  uploadedAt: string | null;
  progress: number;
  error: string | null;
}

export const EMPTY_UPLOAD: UploadState = {
  status: 'empty',
  file: null,
  fileName: null,
  fileId: null,
  uploadedAt: null,
  progress: 0,
  error: null,
};

/** A document stored on an earlier visit counts as uploaded. */
export function storedUpload(fileId: string | null, fileName: string | null, at: string | null): UploadState {
  if (!fileId) return EMPTY_UPLOAD;
  return {
    ...EMPTY_UPLOAD,
    status: 'done',
    fileId,
    fileName: fileName ?? 'Document',
    uploadedAt: at,
    progress: 100,
  };
}

export function selectedUpload(file: File): UploadState {
  return { ...EMPTY_UPLOAD, status: 'selected', file, fileName: file.name };
}

export function refusedUpload(file: File, error: string): UploadState {
  return { ...EMPTY_UPLOAD, status: 'error', fileName: file.name, error };
}
