import type { CaoVersion } from '@caoscan/core';
import { ExcelDownloadControl } from '@caoscan/customer/excel-download-button';
import { VersionChangesTable } from '@caoscan/customer/version-changes-table';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../services';

function VersionChanges({ versionId }: { versionId: string }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const query = useQuery({
    queryKey: ['caos', 'versions', versionId, 'changes'],
    queryFn: () => dataProvider.getCaoVersionChanges(versionId),
    retry: false,
  });
  const fetchDownload = useCallback(
    () => dataProvider.exportCaoVersionChanges(versionId),
    [dataProvider, versionId],
  );
  if (query.isPending) return <LinearProgress aria-label="Laden" />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  const { from, to, changes, summary } = query.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography>
          Van versie {from.label} naar versie {to.label}:{' '}
          {summary.total === 0
            ? 'geen verschillen gevonden.'
            : `${summary.gewijzigd} gewijzigd, ${summary.nieuw} nieuw, ${summary.vervallen} vervallen.`}
        </Typography>
        <ExcelDownloadControl fetchDownload={fetchDownload} />
      </Stack>
      {summary.total > 0 && (
        <VersionChangesTable changes={changes} fromLabel={from.label} toLabel={to.label} />
      )}
    </Stack>
  );
}

/**
 * 'Wat is er veranderd' on a version: the engine's change list against the version uploaded
 * before it (only what differs, cited in both versions), and its Excel. Nothing is charged.
 */
export function VersionChangesButton({ version, caoName }: { version: CaoVersion; caoName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setIsOpen(true)}
        aria-label={`Wat is er veranderd in ${version.label} van ${caoName}`}
      >
        Wat is er veranderd
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} maxWidth="lg" fullWidth>
        <DialogTitle>
          Wat is er veranderd — {caoName}, versie {version.label}
        </DialogTitle>
        <DialogContent>{isOpen && <VersionChanges versionId={version.id} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setIsOpen(false)}>Sluiten</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
