import { getRoleLabel } from '@caoscan/core';
import { Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, List, SearchInput, SelectInput } from 'react-admin';
import { DutchDateField } from '../components/date-field';
import {
  ORGANIZATION_TYPE_LABELS,
  USER_STATUS_CHOICES,
  USER_STATUS_COLORS,
  USER_STATUS_LABELS,
} from '../components/labels';
import { NumberedPagination } from '../components/numbered-pagination';
import { UserDetailsDialog } from './user-details-dialog';
import type { AdminUserRecord } from './user-record';
import { UserRowActions } from './user-row-actions';

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

/** The users tab: 20 per page, numbered pagination (spec 01 §2, §9). */
export function UserTable() {
  const [details, setDetails] = useState<AdminUserRecord | null>(null);
  return (
    <>
      <List
        resource="users"
        exporter={false}
        title="Gebruiker Beheer"
        filters={filters}
        perPage={20}
        sort={{ field: 'created_at', order: 'DESC' }}
        pagination={<NumberedPagination />}
        debounce={300}
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ p: 3 }}>Geen gebruikers gevonden</Typography>}
        >
          <FunctionField
            label="E-mail"
            render={(user: AdminUserRecord) => (
              <Stack>
                <Typography variant="body2">{user.email}</Typography>
                <Typography
                  variant="caption"
                  color={user.email_confirmed ? 'success.main' : 'text.secondary'}
                >
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
                {user.roles.map((role) => (
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
                color={USER_STATUS_COLORS[user.status] ?? 'default'}
                label={USER_STATUS_LABELS[user.status] ?? user.status}
              />
            )}
          />
          <DutchDateField source="created_at" label="Aangemaakt" />
          <FunctionField label="Acties" render={() => <UserRowActions onDetails={setDetails} />} />
        </Datagrid>
      </List>
      <UserDetailsDialog user={details} onClose={() => setDetails(null)} />
    </>
  );
}
