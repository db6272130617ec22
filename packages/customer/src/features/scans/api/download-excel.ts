import type { ApiClient, Download } from '@caoscan/core';

/** GET /cao-scans/{id}/export-excel — the workbook and the name the server gave it. */
export function fetchExcelExport(api: ApiClient, scanId: string): Promise<Download> {
  return api.exportScanExcel(scanId);
}

export { saveBlob } from '../../../lib/save-blob';
