import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { Button, CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import type { Scan } from '@caoscan/core';
import { Link as RouterLink } from 'react-router';
import { getContinuePath } from '../../utils/scan-status';

interface ScanActionsProps {
  scan: Scan;
  isDeleting: boolean;
  onDelete: (scan: Scan) => void;
}

/** 'Verder' to the scan's current step (results when completed) and delete with its own spinner. */
export function ScanActions({ scan, isDeleting, onDelete }: ScanActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button component={RouterLink} to={getContinuePath(scan)} variant="contained" size="small">
        Verder
      </Button>
      <Tooltip title="Verwijderen">
        <span>
          <IconButton
            size="small"
            color="error"
            aria-label={`Scan ${scan.name} verwijderen`}
            onClick={() => onDelete(scan)}
            disabled={isDeleting}
          >
            {isDeleting ? (
              <CircularProgress size={18} color="inherit" />
            ) : (
              <DeleteOutlineRoundedIcon fontSize="small" />
            )}
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
