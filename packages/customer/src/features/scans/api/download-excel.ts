import type { ApiClient } from '@caoscan/core';
import { readDownloadFilename } from '../utils/content-disposition';

/** GET /cao-scans/{id}/export-excel — the workbook and the name the server gave it. */
export async function fetchExcelExport(
  api: ApiClient,
  scanId: string,
): Promise<{ blob: Blob; filename: string }> {
  const response = await api.send('GET', `/cao-scans/${encodeURIComponent(scanId)}/export-excel`);
  const filename = readDownloadFilename(response.headers.get('content-disposition'));
  return { blob: await response.blob(), filename };
}

/** Hands the file to the browser as a download, then lets go of the object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
