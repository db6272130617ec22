import type { CatalogueCao } from '@caoscan/core';
import { Alert, AlertTitle, Box, Chip, Stack, Typography } from '@mui/material';
import { Show, useRecordContext, type RaRecord } from 'react-admin';
import { CaoVersionsTable, describeExtractionFailure } from './cao-versions-table';

const isBusy = (cao: CatalogueCao | undefined) =>
  (cao?.versions ?? []).some((version) => ['queued', 'in_progress'].includes(version.extraction_status));

function CaoTitle() {
  const cao = useRecordContext<CatalogueCao & RaRecord>();
  return <span>{cao ? `Cao: ${cao.name}` : 'Cao'}</span>;
}

/** The cao, every version whose reading failed with the reason in full, then all its versions. */
function CaoDetails() {
  const cao = useRecordContext<CatalogueCao & RaRecord>();
  if (!cao) return null;
  const failed = cao.versions.filter((version) => version.extraction_status === 'failed');
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {cao.name}
        </Typography>
        <Chip size="small" label={cao.sector} />
        {cao.is_agency_cao && <Chip size="small" color="secondary" label="Gebruikt bij 'Ja, ABU / NBBU'" />}
      </Stack>
      {failed.map((version) => (
        <Alert key={version.id} severity="error" sx={{ mb: 2 }}>
          <AlertTitle>Versie {version.label} kon niet worden uitgelezen</AlertTitle>
          {describeExtractionFailure(version)}
        </Alert>
      ))}
      {cao.versions.length === 0 ? (
        <Typography color="text.secondary">Nog geen versies.</Typography>
      ) : (
        <CaoVersionsTable caoName={cao.name} versions={cao.versions} />
      )}
    </Box>
  );
}

/** One cao of the catalogue (/admin/caos/:id/show): its versions, and why a reading failed. */
export function CaoShow() {
  return (
    <Show
      title={<CaoTitle />}
      queryOptions={{
        // Polls while a version is still being read, as the list does.
        refetchInterval: (query: { state: { data?: unknown } }) =>
          isBusy(query.state.data as CatalogueCao | undefined) ? 2000 : false,
      }}
    >
      <CaoDetails />
    </Show>
  );
}
