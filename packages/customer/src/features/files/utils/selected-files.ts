import { MAX_UPLOAD_BYTES } from '@caoscan/core';

/** What the file input of 'Bestanden beheren' offers; the server decides by content. */
export const STORE_ACCEPT = '.pdf,.doc,.docx,.txt';

/** One file chosen on 'Bestanden beheren', from selection to 'Upload voltooid' (or its error). */
export interface SelectedFile {
  key: string;
  file: File;
  status: 'selected' | 'uploading' | 'done' | 'error';
  progress: number;
  error: string | null;
}

let counter = 0;

/** The spec's size message (§5) before sending, so nobody waits for 50 MB to be refused. */
export function checkSize(file: Pick<File, 'size'>): string | null {
  if (file.size <= MAX_UPLOAD_BYTES) return null;
  return `File size (${(file.size / 1024 / 1024).toFixed(2)} MB) exceeds the maximum allowed size of 50MB`;
}

export function selectFiles(files: Iterable<File>): SelectedFile[] {
  return [...files].map((file) => {
    const error = checkSize(file);
    counter += 1;
    return { key: `${counter}-${file.name}`, file, status: error ? 'error' : 'selected', progress: 0, error };
  });
}

export const formatSize = (bytes: number, formatNumber: (value: number) => string) =>
  bytes >= 1_048_576
    ? `${formatNumber(Math.round((bytes / 1_048_576) * 10) / 10)} MB`
    : `${formatNumber(Math.ceil(bytes / 1024))} kB`;
