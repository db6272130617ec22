import type { ApiClient, Download } from '@caoscan/core';

/** GET /cao-scans/{id}/export-excel — the workbook and the name the server gave it. */
export function fetchExcelExport(api: ApiClient, scanId: string): Promise<Download> {
  return api.exportScanExcel(scanId);
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
