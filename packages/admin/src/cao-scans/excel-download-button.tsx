import { ExcelDownloadControl } from '@caoscan/customer/excel-download-button';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../services';

/**
 * The admin's Excel of any completed scan, through GET /admin/cao-scans/{id}/export-excel; the
 * file name comes from the content-disposition header. The customer app's button and states.
 */
export function ExcelDownloadButton({ scanId }: { scanId: string }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const fetchDownload = useCallback(() => dataProvider.exportScanExcel(scanId), [dataProvider, scanId]);
  return <ExcelDownloadControl fetchDownload={fetchDownload} />;
}
