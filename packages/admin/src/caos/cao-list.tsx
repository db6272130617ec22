import type { CatalogueCao } from '@caoscan/core';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  CreateButton,
  Link,
  List,
  SearchInput,
  TopToolbar,
  useCreatePath,
  useListContext,
  type RaRecord,
} from 'react-admin';
import { CaoVersionsTable } from './cao-versions-table';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Zoek op cao of sector" />];

const isBusy = (cao: CatalogueCao) =>
  cao.versions.some((version) => ['queued', 'in_progress'].includes(version.extraction_status));

/** Polls while a version is still being read, so 'wachtend' and 'bezig' turn into 'klaar'. */
const queryOptions = {
  refetchInterval: (query: { state: { data?: { data?: RaRecord[] } } }) =>
    (query.state.data?.data ?? []).some((row) => isBusy(row as unknown as CatalogueCao)) ? 2000 : false,
};

function NewVersionButton({ caoId }: { caoId: string }) {
  const createPath = useCreatePath();
  const source = JSON.stringify({ mode: 'existing', cao_id: caoId });
  return (
    <CreateButton
      label="Nieuwe versie"
      to={{
        pathname: createPath({ resource: 'caos', type: 'create' }),
        search: `?source=${encodeURIComponent(source)}`,
      }}
    />
  );
}

function CaoCard({ cao }: { cao: CatalogueCao }) {
  const createPath = useCreatePath();
  return (
    <Card variant="outlined" component="section" aria-label={cao.name}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            <Link to={createPath({ resource: 'caos', id: cao.id, type: 'show' })}>{cao.name}</Link>
          </Typography>
          <Chip size="small" label={cao.sector} />
          {cao.is_agency_cao && <Chip size="small" color="secondary" label="Gebruikt bij 'Ja, ABU / NBBU'" />}
          <Box sx={{ flexGrow: 1 }} />
          <NewVersionButton caoId={cao.id} />
        </Stack>
        {cao.versions.length === 0 ? (
          <Typography color="text.secondary">
            Nog geen versies.
            {cao.is_agency_cao &&
              ' Tot er een huidige versie is, gebruikt de wizard het ingestelde of het meegeleverde fictieve document.'}
          </Typography>
        ) : (
          <CaoVersionsTable caoName={cao.name} versions={cao.versions} />
        )}
      </CardContent>
    </Card>
  );
}

function CaoCards() {
  const { data, isPending } = useListContext<CatalogueCao & RaRecord>();
  if (isPending) return null;
  if (!data?.length) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        Geen cao&apos;s gevonden.
      </Typography>
    );
  }
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {data.map((cao) => (
        <CaoCard key={cao.id} cao={cao} />
      ))}
    </Stack>
  );
}

/**
 * The cao catalogue: each cao with its versions (term, pages, extraction status, the current one);
 * platform admins and support staff upload a version and mark one current.
 */
export function CaoList() {
  return (
    <List
      title="Cao-catalogus"
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="Cao-versie uploaden" />
        </TopToolbar>
      }
      sort={{ field: 'sector', order: 'ASC' }}
      perPage={50}
      exporter={false}
      empty={false}
      queryOptions={queryOptions}
    >
      <CaoCards />
    </List>
  );
}
