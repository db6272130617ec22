import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export const DELETE_CONFIRMATION = 'Weet u zeker dat u deze scan wilt verwijderen?';

interface DeleteScanDialogProps {
  scanName: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before the owner deletes a scan (spec 02 §2). */
export function DeleteScanDialog({ scanName, onCancel, onConfirm }: DeleteScanDialogProps) {
  return (
    <Dialog open={scanName !== null} onClose={onCancel} aria-labelledby="delete-scan-title">
      <DialogTitle id="delete-scan-title">Scan verwijderen</DialogTitle>
      <DialogContent>
        <DialogContentText>{DELETE_CONFIRMATION}</DialogContentText>
        {scanName && (
          <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>
            {scanName}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Annuleren</Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          Verwijderen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
