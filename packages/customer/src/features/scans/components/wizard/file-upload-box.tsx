import { formatDateTime } from '@caoscan/core';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import DescriptionRoundedIcon from '@mui/icons-material/DescriptionRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { OrganizationFile } from '@caoscan/core';
import { useId, useRef, useState } from 'react';
import type { UploadState } from '../../utils/upload-state';
import { WIZARD_ACCEPT } from '../../utils/upload-checks';
import { StoredFileDialog } from './stored-file-dialog';

interface FileUploadBoxProps {
  /** Names the input, e.g. 'Document huidige CAO'. */
  label: string;
  upload: UploadState;
  disabled: boolean;
  /** The stored document of a scan that can no longer change: no choosing, no removing. */
  isReadOnly?: boolean;
  onSelect: (file: File) => void;
  /** A file already in the organisation's store, used by reference. */
  onChooseStored: (file: OrganizationFile) => void;
  onRemove: () => void;
}

/** A document area: choose a file, then its name, date, progress %, error, 'Upload voltooid', 'Verwijderen'. */
export function FileUploadBox({
  label,
  upload,
  disabled,
  isReadOnly = false,
  onSelect,
  onChooseStored,
  onRemove,
}: FileUploadBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isChoosing, setIsChoosing] = useState(false);
  const inputId = useId();
  const hasFile = upload.status !== 'empty';
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        border: 1,
        borderColor: upload.error ? 'error.main' : 'divider',
        borderRadius: 2,
        borderStyle: 'dashed',
        p: 2,
      }}
    >
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={WIZARD_ACCEPT}
        aria-label={label}
        hidden
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onSelect(file);
        }}
      />
      {!isReadOnly && (!hasFile || upload.status === 'error') ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            PDF, DOC of DOCX, maximaal 50 MB.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="outlined"
              startIcon={<UploadFileRoundedIcon />}
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
            >
              Bestand kiezen
            </Button>
            <Button
              variant="text"
              startIcon={<FolderOpenRoundedIcon />}
              disabled={disabled}
              onClick={() => setIsChoosing(true)}
            >
              Kies een geüpload bestand
            </Button>
          </Stack>
          <StoredFileDialog
            open={isChoosing}
            title={`${label}: geüpload bestand kiezen`}
            onClose={() => setIsChoosing(false)}
            onChoose={(file) => {
              setIsChoosing(false);
              onChooseStored(file);
            }}
          />
        </Stack>
      ) : null}
      {hasFile && (
        <Stack spacing={1} sx={{ mt: upload.status === 'error' ? 2 : 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <DescriptionRoundedIcon color="action" fontSize="small" />
            <Typography sx={{ fontWeight: 600, wordBreak: 'break-all', flexGrow: 1 }}>
              {upload.fileName}
            </Typography>
            {!isReadOnly && (
              <Button
                size="small"
                color="error"
                onClick={onRemove}
                disabled={disabled || upload.status === 'uploading'}
              >
                Verwijderen
              </Button>
            )}
          </Stack>
          {upload.status === 'selected' && (
            <Typography variant="body2" color="text.secondary">
              Wordt geüpload als u op Volgende klikt.
            </Typography>
          )}
          {upload.status === 'uploading' && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LinearProgress variant="determinate" value={upload.progress} sx={{ flexGrow: 1 }} />
              <Typography variant="body2">{upload.progress}%</Typography>
            </Stack>
          )}
          {upload.status === 'done' && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.main' }}>
              <CheckCircleRoundedIcon fontSize="small" />
              <Typography variant="body2">Upload voltooid</Typography>
              {upload.uploadedAt && (
                <Typography variant="body2" color="text.secondary">
                  · {formatDateTime(upload.uploadedAt)}
                </Typography>
              )}
            </Stack>
          )}
          {upload.error && <Alert severity="error">{upload.error}</Alert>}
        </Stack>
      )}
    </Box>
  );
}
