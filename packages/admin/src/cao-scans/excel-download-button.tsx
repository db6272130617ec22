import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../services';

export const EXCEL_ERROR_MESSAGE = 'Er is een fout opgetreden bij het downloaden van de Excel.';
const LABELS = {
  idle: 'Download Excel',
  downloading: 'Excel wordt gedownload...',
  started: 'Download gestart',
  error: 'Download Excel',
} as const;
/** How long 'started' and the error stay (spec 02 §4, §9). */
const SHOWN_MS = { started: 3000, error: 5000 } as const;

function saveBlob(blob: Blob, filename: string): void {
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

/**
 * The admin's Excel of any completed scan, through GET /admin/cao-scans/{id}/export-excel; the
 * file name comes from the content-disposition header. States as in the customer app.
 */
export function ExcelDownloadButton({ scanId }: { scanId: string }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [state, setState] = useState<keyof typeof LABELS>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function show(next: 'started' | 'error') {
    setState(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), SHOWN_MS[next]);
  }

  async function download() {
    setState('downloading');
    try {
      const { blob, filename } = await dataProvider.exportScanExcel(scanId);
      saveBlob(blob, filename);
      show('started');
    } catch (error) {
      console.error(`Failed to download Excel: ${error instanceof Error ? error.message : String(error)}`);
      show('error');
    }
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Button
        variant="contained"
        color={state === 'started' ? 'success' : 'primary'}
        onClick={() => void download()}
        disabled={state === 'downloading'}
        startIcon={
          state === 'downloading' ? (
            <CircularProgress size={18} color="inherit" />
          ) : state === 'started' ? (
            <CheckRoundedIcon />
          ) : (
            <FileDownloadRoundedIcon />
          )
        }
      >
        {LABELS[state]}
      </Button>
      {state === 'error' && (
        <Alert severity="error" sx={{ py: 0 }}>
          {EXCEL_ERROR_MESSAGE}
        </Alert>
      )}
    </Stack>
  );
}
