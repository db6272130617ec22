import { getRoleLabel } from '@caoscan/core';
import { Chip, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, type RaRecord } from 'react-admin';
import { DutchDateField } from '../components/date-field';
import {
  ORGANIZATION_TYPE_LABELS,
  USER_STATUS_CHOICES,
  USER_STATUS_COLORS,
  USER_STATUS_LABELS,
} from '../components/labels';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Zoek op e-mail of organisatie" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={USER_STATUS_CHOICES}
    alwaysOn
    emptyText="Alle statussen"
  />,
];

interface AdminUserRecord extends RaRecord {
  email: string;
  email_confirmed?: boolean;
  status?: string;
  organization?: { id: string; name: string; type: string } | null;
  roles?: { name: string }[];
}

/** Gebruiker Beheer (spec 01 §2), users tab; invitations, details and actions come with issue F. */
export function UserList() {
  return (
    <List
      exporter={false}
      title="Gebruiker Beheer"
      filters={filters}
      perPage={20}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField
          label="E-mail"
          render={(user: AdminUserRecord) => (
            <Stack>
              <Typography variant="body2">{user.email}</Typography>
              <Typography variant="caption" color={user.email_confirmed ? 'success.main' : 'text.secondary'}>
                {user.email_confirmed ? 'Bevestigd' : 'Niet bevestigd'}
              </Typography>
            </Stack>
          )}
        />
        <FunctionField
          label="Organisatie"
          render={(user: AdminUserRecord) =>
            user.organization ? (
              <Stack>
                <Typography variant="body2">{user.organization.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {ORGANIZATION_TYPE_LABELS[user.organization.type] ?? user.organization.type}
                </Typography>
              </Stack>
            ) : (
              '–'
            )
          }
        />
        <FunctionField
          label="Rollen"
          render={(user: AdminUserRecord) => (
            <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
              {(user.roles ?? []).map((role) => (
                <Chip key={role.name} size="small" label={getRoleLabel(role.name, 'admin')} />
              ))}
            </Stack>
          )}
        />
        <FunctionField
          label="Status"
          render={(user: AdminUserRecord) => (
            <Chip
              size="small"
              color={USER_STATUS_COLORS[user.status ?? ''] ?? 'default'}
              label={USER_STATUS_LABELS[user.status ?? ''] ?? user.status}
            />
          )}
        />
        <DutchDateField source="created_at" label="Aangemaakt" />
      </Datagrid>
    </List>
  );
}
