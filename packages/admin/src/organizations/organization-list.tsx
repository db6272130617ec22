import { Chip, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  type RaRecord,
} from 'react-admin';
import { DutchDateField } from '../components/date-field';
import {
  ADMIN_PRESENCE_CHOICES,
  formatAdminBadge,
  ORGANIZATION_TYPE_CHOICES,
  ORGANIZATION_TYPE_LABELS,
} from '../components/labels';

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

/** Organisatie Beheer (spec 01 §2): the table; the action menu and modals come with issue F. */
export function OrganizationList() {
  return (
    <List
      exporter={false}
      title="Organisatie Beheer"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
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
      </Datagrid>
    </List>
  );
}
