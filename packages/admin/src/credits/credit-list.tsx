import { Box, Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SelectInput,
  TextField,
  TopToolbar,
  useCreatePath,
  useListContext,
  type RaRecord,
} from 'react-admin';
import { DutchDateField } from '../components/date-field';
import { OrganizationBalance } from './organization-balance';
import { formatCreditAmount, TRANSACTION_TYPE_CHOICES, TransactionTypeChip } from './transaction-type';

const filters = [
  <ReferenceInput key="organization" source="organization_id" reference="organizations" alwaysOn>
    <AutocompleteInput label="Organisatie" optionText="name" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput
    key="type"
    source="transaction_type"
    label="Type"
    choices={TRANSACTION_TYPE_CHOICES}
    emptyText="Alle types"
    alwaysOn
  />,
];

function CreditListActions() {
  const { filterValues } = useListContext();
  const createPath = useCreatePath();
  const organizationId = filterValues.organization_id as string | undefined;
  const source = organizationId ? JSON.stringify({ organization_id: organizationId }) : null;
  return (
    <TopToolbar>
      <FilterButton />
      {/* An adjustment for the organisation the list shows starts with that organisation chosen. */}
      <CreateButton
        label="Credits aanpassen"
        to={{
          pathname: createPath({ resource: 'credits', type: 'create' }),
          search: source ? `?source=${encodeURIComponent(source)}` : '',
        }}
      />
    </TopToolbar>
  );
}

/** Above the ledger when one organisation is chosen: its balance, bought and used. */
function FilteredOrganizationBalance() {
  const { filterValues } = useListContext();
  const organizationId = filterValues.organization_id as string | undefined;
  if (!organizationId) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <OrganizationBalance organizationId={organizationId} />
    </Box>
  );
}

/**
 * The ledger across organisations, newest first (what support staff use all day): filter by
 * organisation and type; 'Credits aanpassen' books a manual adjustment.
 */
export function CreditList() {
  return (
    <List
      title="Credits"
      filters={filters}
      actions={<CreditListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={false}
    >
      <FilteredOrganizationBalance />
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyLedger />}>
        <DutchDateField source="created_at" label="Datum" showTime sortable={false} />
        <TextField source="organization_name" label="Organisatie" sortable={false} emptyText="–" />
        <FunctionField
          label="Type"
          render={(entry: RaRecord) => <TransactionTypeChip type={String(entry.transaction_type)} />}
        />
        <FunctionField
          label="Credits"
          textAlign="right"
          render={(entry: RaRecord) => (
            <Typography
              variant="body2"
              fontWeight={600}
              color={Number(entry.credits_amount) > 0 ? 'success.main' : 'error.main'}
            >
              {formatCreditAmount(Number(entry.credits_amount))}
            </Typography>
          )}
        />
        <NumberField source="balance_after" label="Saldo na" sortable={false} />
        <TextField source="description" label="Omschrijving" sortable={false} emptyText="–" />
        <TextField source="created_by_email" label="Door" sortable={false} emptyText="–" />
      </Datagrid>
    </List>
  );
}

function EmptyLedger() {
  return (
    <Stack sx={{ p: 3 }}>
      <Typography color="text.secondary">Geen transacties gevonden.</Typography>
    </Stack>
  );
}
