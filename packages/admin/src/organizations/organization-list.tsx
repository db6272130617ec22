import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  RefreshButton,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { DutchDateField } from '../components/date-field';
import {
  ADMIN_PRESENCE_CHOICES,
  formatAdminBadge,
  ORGANIZATION_TYPE_CHOICES,
  ORGANIZATION_TYPE_LABELS,
} from '../components/labels';
import { InviteAdminDialog } from './invite-admin-dialog';
import { OrganizationActionMenu, type OrganizationAction } from './organization-action-menu';
import { OrganizationCreateDialog } from './organization-create-dialog';
import { OrganizationDeleteDialog } from './organization-delete-dialog';
import { OrganizationDetailsDialog } from './organization-details-dialog';
import { OrganizationEditDialog } from './organization-edit-dialog';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Zoek op naam of moederorganisatie" />,
  <SelectInput
    key="type"
    source="type"
    label="Type"
    choices={ORGANIZATION_TYPE_CHOICES}
    alwaysOn
    emptyText="Alle types"
  />,
  <SelectInput
    key="admin"
    source="admin"
    label="Admin"
    choices={ADMIN_PRESENCE_CHOICES}
    alwaysOn
    emptyText="Alle organisaties"
  />,
];

function ListActions({ onCreate }: { onCreate: () => void }) {
  const { total } = useListContext();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {total ?? 0} organisaties
      </Typography>
      <RefreshButton label="Vernieuwen" />
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onCreate}>
        Nieuwe organisatie
      </Button>
    </TopToolbar>
  );
}

function Empty() {
  const refresh = useRefresh();
  return (
    <Stack sx={{ p: 3 }} spacing={1} alignItems="flex-start">
      <Typography color="text.secondary">Geen organisaties gevonden</Typography>
      <Link component="button" onClick={() => refresh()}>
        Opnieuw proberen
      </Link>
    </Stack>
  );
}

function OrganizationNameField() {
  return (
    <FunctionField
      label="Organisatie"
      sortBy="name"
      render={(record: RaRecord) => (
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="body2" fontWeight={600}>
            {String(record.name)}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={ORGANIZATION_TYPE_LABELS[record.type] ?? record.type}
          />
        </Stack>
      )}
    />
  );
}

type Open = { action: OrganizationAction; record: RaRecord } | null;

/** Organisatie Beheer (spec 01 §2): search, filters, table with badges, action menu and modals. */
export function OrganizationList() {
  const [isCreating, setCreating] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const recordFor = (action: OrganizationAction) => (open?.action === action ? open.record : null);
  return (
    <>
      <List
        exporter={false}
        title="Organisatie Beheer"
        filters={filters}
        actions={<ListActions onCreate={() => setCreating(true)} />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        debounce={300}
        empty={false}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <OrganizationNameField />
          <FunctionField
            label="Admin"
            sortBy="admin_count"
            render={(record: RaRecord) => {
              const count = Number(record.admin_count ?? 0);
              return (
                <Chip size="small" color={count > 0 ? 'success' : 'error'} label={formatAdminBadge(count)} />
              );
            }}
          />
          <NumberField source="user_count" label="Gebruikers" />
          <NumberField source="credit_balance" label="Credits" locales="nl-NL" />
          <DutchDateField source="created_at" label="Aangemaakt" />
          <FunctionField
            label="Acties"
            render={() => (
              <OrganizationActionMenu
                onAction={(action, record) => setOpen({ action, record: record as RaRecord })}
              />
            )}
          />
        </Datagrid>
      </List>
      <OrganizationCreateDialog open={isCreating} onClose={() => setCreating(false)} />
      <OrganizationEditDialog
        key={String(recordFor('edit')?.id ?? 'none')}
        organization={recordFor('edit')}
        onClose={close}
      />
      <OrganizationDetailsDialog organization={recordFor('details')} onClose={close} />
      <InviteAdminDialog organization={recordFor('invite')} onClose={close} />
      <OrganizationDeleteDialog organization={recordFor('delete')} onClose={close} />
    </>
  );
}
