import type { Download } from '@caoscan/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveBlob } from '../api/download-excel';

export type ExcelDownloadState = 'idle' | 'downloading' | 'started' | 'error';

export const EXCEL_ERROR_MESSAGE = 'Er is een fout opgetreden bij het downloaden van de Excel.';
/** How long 'started' and 'error' stay before going back to idle (spec 02 §4, §9). */
export const EXCEL_STARTED_MS = 3000;
export const EXCEL_ERROR_MS = 5000;

/**
 * The Excel export of a completed scan: idle → downloading → started (3 s) or error (5 s) → idle.
 * `fetchDownload` fetches the workbook (the customer's or the admin's endpoint).
 */
export function useExcelDownload(fetchDownload: () => Promise<Download>) {
  const [state, setState] = useState<ExcelDownloadState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const showFor = useCallback((next: ExcelDownloadState, ms: number) => {
    setState(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), ms);
  }, []);

  const download = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    setState('downloading');
    try {
      const { blob, filename } = await fetchDownload();
      saveBlob(blob, filename);
      showFor('started', EXCEL_STARTED_MS);
    } catch (error) {
      console.error(`Failed to download Excel: ${error instanceof Error ? error.message : String(error)}`);
      showFor('error', EXCEL_ERROR_MS);
    }
  }, [fetchDownload, showFor]);

  return { state, download };
}
