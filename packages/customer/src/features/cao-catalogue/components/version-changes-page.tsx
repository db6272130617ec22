import { formatDate, type ComparedVersion } from '@caoscan/core';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { saveBlob } from '../../../lib/save-blob';
import { fetchVersionChangesExcel, useVersionChanges } from '../api/get-version-changes';
import { VersionChangesTable } from './version-changes-table';

const LOAD_ERROR = 'De wijzigingen konden niet worden geladen.';
export const EXCEL_ERROR = 'Er is een fout opgetreden bij het downloaden van de Excel.';

function describeVersion(version: ComparedVersion): string {
  const term =
    version.term_start || version.term_end
      ? ` (${formatDate(version.term_start)} t/m ${formatDate(version.term_end)})`
      : '';
  return `${version.label}${term}`;
}

/**
 * 'Wat is er veranderd' (issue K): a catalogue version against the one before it (or `from`),
 * only the elements that differ, with the Excel download. Reading it costs no credit.
 */
export function VersionChangesPage({ versionId, from }: { versionId: string; from: string | null }) {
  const { api } = useServices();
  const query = useVersionChanges(versionId, from);
  const excel = useMutation({
    mutationFn: () => fetchVersionChangesExcel(api, versionId, from),
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
  });

  if (query.isPending) return <LinearProgress aria-label="Laden" />;
  if (query.isError) {
    return (
      <Paper sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h2" component="h1" gutterBottom>
          Wat is er veranderd
        </Typography>
        <Alert severity="error">{query.error.message || LOAD_ERROR}</Alert>
      </Paper>
    );
  }
  const { cao, from: before, to: after, changes, summary } = query.data;
  return (
    <Paper sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <div>
            <Typography variant="h2" component="h1">
              Wat is er veranderd
            </Typography>
            <Typography variant="h6" component="p">
              {cao.name}
            </Typography>
            <Typography color="text.secondary">
              Van versie {describeVersion(before)} naar versie {describeVersion(after)}
            </Typography>
          </div>
          <div>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              onClick={() => excel.mutate()}
              disabled={excel.isPending}
            >
              {excel.isPending ? 'Bezig met downloaden...' : 'Download Excel'}
            </Button>
          </div>
        </Stack>
        {excel.isError && <Alert severity="error">{EXCEL_ERROR}</Alert>}
        <Typography>
          {summary.total === 0
            ? 'Geen verschillen gevonden tussen deze versies.'
            : `${summary.total} ${summary.total === 1 ? 'wijziging' : 'wijzigingen'}: ${summary.gewijzigd} gewijzigd, ${summary.nieuw} nieuw, ${summary.vervallen} vervallen.`}{' '}
          Deze vergelijking kost geen credits.
        </Typography>
        {summary.total > 0 && (
          <VersionChangesTable changes={changes} fromLabel={before.label} toLabel={after.label} />
        )}
      </Stack>
    </Paper>
  );
}
