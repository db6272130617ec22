import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import type { Download } from '@caoscan/core';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useCallback } from 'react';
import { useServices } from '../../../../lib/services';
import { fetchExcelExport } from '../../api/download-excel';
import { EXCEL_ERROR_MESSAGE, useExcelDownload } from '../../hooks/use-excel-download';

const LABELS = {
  idle: 'Download Excel',
  downloading: 'Excel wordt gedownload...',
  started: 'Download gestart',
  error: 'Download Excel',
} as const;

/** Download the comparison as Excel through the customer's endpoint. */
export function ExcelDownloadButton({ scanId }: { scanId: string }) {
  const { api } = useServices();
  const fetchDownload = useCallback(() => fetchExcelExport(api, scanId), [api, scanId]);
  return <ExcelDownloadControl fetchDownload={fetchDownload} />;
}

/**
 * The button and its states, for any endpoint (the back-office passes its admin export);
 * 'Download gestart' 3 s, the error 5 s.
 */
export function ExcelDownloadControl({ fetchDownload }: { fetchDownload: () => Promise<Download> }) {
  const { state, download } = useExcelDownload(fetchDownload);
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
