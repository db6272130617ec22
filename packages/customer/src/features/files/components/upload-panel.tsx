import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import { Alert, Box, Button, LinearProgress, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { formatNumber } from '@caoscan/core';
import { useRef, useState } from 'react';
import { useStoreUploads } from '../hooks/use-store-uploads';
import { formatSize, STORE_ACCEPT, type SelectedFile } from '../utils/selected-files';

function SelectedFileRow({
  item,
  disabled,
  onRemove,
}: {
  item: SelectedFile;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} aria-label={item.file.name}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-all', flexGrow: 1 }}>
          {item.file.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatSize(item.file.size, formatNumber)}
        </Typography>
        {item.status !== 'uploading' && item.status !== 'done' && (
          <Button size="small" color="error" onClick={onRemove} disabled={disabled}>
            Verwijderen
          </Button>
        )}
      </Stack>
      {item.status === 'uploading' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={item.progress}
            sx={{ flexGrow: 1 }}
            aria-label={`Voortgang ${item.file.name}`}
          />
          <Typography variant="body2">{item.progress}%</Typography>
        </Stack>
      )}
      {item.status === 'done' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.main' }}>
          <CheckCircleRoundedIcon fontSize="small" />
          <Typography variant="body2">Upload voltooid</Typography>
        </Stack>
      )}
      {item.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {item.error}
        </Alert>
      )}
    </ListItem>
  );
}

/**
 * The drop area of 'Bestanden beheren': files dropped or chosen join a local list (each
 * removable); 'Uploaden' sends them to the organisation's file store, each with its progress.
 */
export function UploadPanel() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const { files, isUploading, add, remove, uploadAll } = useStoreUploads();
  const waiting = files.filter((item) => item.status === 'selected').length;
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box
          role="region"
          aria-label="Bestanden hierheen slepen"
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setIsDragging(false);
            add(event.dataTransfer.files);
          }}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: isDragging ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            bgcolor: isDragging ? 'action.hover' : undefined,
          }}
        >
          <CloudUploadRoundedIcon color="action" sx={{ fontSize: 40 }} />
          <Typography>Sleep uw cao-documenten hierheen, of</Typography>
          <input
            ref={inputRef}
            type="file"
            multiple
            hidden
            accept={STORE_ACCEPT}
            aria-label="Bestanden kiezen"
            onChange={(event) => {
              if (event.target.files) add(event.target.files);
              event.target.value = '';
            }}
          />
          <Button variant="outlined" sx={{ mt: 1 }} onClick={() => inputRef.current?.click()}>
            Bestanden kiezen
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            PDF, DOC, DOCX of TXT, maximaal 50 MB per bestand. Geüploade bestanden kiest u later bij het maken
            van een scan.
          </Typography>
        </Box>
        {files.length > 0 && (
          <List aria-label="Gekozen bestanden" disablePadding>
            {files.map((item) => (
              <SelectedFileRow
                key={item.key}
                item={item}
                disabled={isUploading}
                onRemove={() => remove(item.key)}
              />
            ))}
          </List>
        )}
        <Box>
          <Button
            variant="contained"
            disabled={isUploading || waiting === 0}
            onClick={() => void uploadAll()}
          >
            {isUploading ? 'Bezig met uploaden...' : 'Uploaden'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
