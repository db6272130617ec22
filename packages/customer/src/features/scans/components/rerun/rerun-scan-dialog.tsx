import { ApiError, RERUN_CONFIRMATION } from '@caoscan/core';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useRerunScan } from '../../api/rerun-scan';

export const RERUN_FAILED = 'De scan kon niet opnieuw worden uitgevoerd. Probeer het later opnieuw.';

interface RerunScanDialogProps {
  scanId: string;
  /** The scan's name, when known (the dialog shows it under the question). */
  scanName?: string | null;
  onCancel: () => void;
  /** The new scan's id, once the server has started it. */
  onStarted: (newScanId: string) => void;
}

/**
 * The confirmation before a scan is re-run on a new cao version (issue K): the question, in Dutch,
 * says it costs one credit; only after 'Opnieuw uitvoeren' does the server make and start the new scan.
 */
export function RerunScanDialog({ scanId, scanName, onCancel, onStarted }: RerunScanDialogProps) {
  const rerun = useRerunScan();
  const error = rerun.error ? (rerun.error instanceof ApiError ? rerun.error.message : RERUN_FAILED) : null;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="rerun-scan-title">
      <DialogTitle id="rerun-scan-title">Scan opnieuw uitvoeren</DialogTitle>
      <DialogContent>
        <DialogContentText>{RERUN_CONFIRMATION}</DialogContentText>
        {scanName && (
          <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>
            {scanName}
          </DialogContentText>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Annuleren</Button>
        <Button
          variant="contained"
          disabled={rerun.isPending}
          onClick={() => rerun.mutate(scanId, { onSuccess: (answer) => onStarted(answer.scan_id) })}
        >
          Opnieuw uitvoeren
        </Button>
      </DialogActions>
    </Dialog>
  );
}
