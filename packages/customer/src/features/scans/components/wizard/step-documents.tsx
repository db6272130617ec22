import type { Scan } from '@caoscan/core';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useCaoOverview } from '../../api/get-cao-overview';
import { sortCaoOptions } from '../../utils/cao-options';
import { DocumentsForm } from './documents-form';

export const CAO_LIST_ERROR = 'Kon CAO lijst niet laden. Probeer het later opnieuw.';

/** Step 2 waits for the cao list, so the form can start from the scan's stored choice. */
export function StepDocuments({ scan, isReadOnly = false }: { scan: Scan; isReadOnly?: boolean }) {
  const overview = useCaoOverview();
  const options = useMemo(() => sortCaoOptions(overview.data?.caos ?? []), [overview.data]);

  if (overview.isPending) {
    return (
      <Paper sx={{ p: 4 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>CAO lijst wordt geladen...</Typography>
        </Stack>
      </Paper>
    );
  }
  if (overview.isError) {
    return (
      <Paper sx={{ p: 4 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Probeer opnieuw
            </Button>
          }
        >
          {CAO_LIST_ERROR}
        </Alert>
      </Paper>
    );
  }
  return (
    <Box>
      <DocumentsForm
        key={scan.id}
        scan={scan}
        options={options}
        agencyCao={overview.data.abu_cao}
        isReadOnly={isReadOnly}
      />
    </Box>
  );
}
