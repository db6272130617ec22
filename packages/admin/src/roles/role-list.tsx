import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, TextField, type RaRecord } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Zoek rollen" />];

function NoRoles() {
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      Geen rollen gevonden
    </Typography>
  );
}

/** Rollen Beheer (spec 01 §2): the role table; the modals come with issue F. */
export function RoleList() {
  return (
    <List
      exporter={false}
      title="Rollen Beheer"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      empty={<NoRoles />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoRoles />}>
        <TextField source="name" label="Naam" />
        <FunctionField
          label="Beschrijving"
          render={(role: RaRecord) => role.description || 'Geen beschrijving'}
        />
      </Datagrid>
    </List>
  );
}
