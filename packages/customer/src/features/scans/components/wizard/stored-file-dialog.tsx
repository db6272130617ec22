import type { OrganizationFile } from '@caoscan/core';
import { formatDateTime } from '@caoscan/core';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useOrganizationFiles } from '../../../../lib/organization-files';

interface StoredFileDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onChoose: (file: OrganizationFile) => void;
}

/**
 * Step 2's "choose an uploaded file": the organisation's files ('Bestanden beheren'). The scan then
 * refers to the chosen file; nothing is uploaded again.
 */
export function StoredFileDialog({ open, title, onClose, onChoose }: StoredFileDialogProps) {
  const files = useOrganizationFiles(open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="stored-file-title">
      <DialogTitle id="stored-file-title">{title}</DialogTitle>
      <DialogContent dividers>
        {files.isPending && <CircularProgress aria-label="Laden..." />}
        {files.isError && (
          <Alert severity="error">Kon de bestanden niet laden. Probeer het later opnieuw.</Alert>
        )}
        {files.data?.files.length === 0 && (
          <Typography color="text.secondary">
            Er zijn nog geen bestanden geüpload. Upload ze via Bestanden beheren, of kies hier een bestand van
            uw computer.
          </Typography>
        )}
        {files.data && files.data.files.length > 0 && (
          <List aria-label="Geüploade bestanden" disablePadding>
            {files.data.files.map((file) => (
              <ListItemButton key={file.id} onClick={() => onChoose(file)}>
                <ListItemText
                  primary={file.original_filename}
                  secondary={[file.cao_name, formatDateTime(file.created_at), file.uploaded_by]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuleren</Button>
      </DialogActions>
    </Dialog>
  );
}
