import { formatNumber, validateOrganizationName, type AdminOrganization } from '@caoscan/core';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, usePermissions, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { canAccessAdmin } from '../auth/can-access';
import { ORGANIZATION_TYPE_CHOICES } from '../components/labels';
import { useOrganizationBalance } from '../credits/organization-balance';
import { OrganizationCreditsTab } from './organization-credits-tab';
import { OrganizationMembersTab } from './organization-members-tab';
import { getParentOptions } from './organization-rules';

function BasicsTab({ organization, onSaved }: { organization: RaRecord; onSaved: () => void }) {
  const [name, setName] = useState(String(organization.name));
  const [type, setType] = useState(String(organization.type));
  const [parentId, setParentId] = useState(String(organization.parent_id ?? ''));
  const [error, setError] = useState<string | null>(null);
  const { data: organizations = [] } = useGetList<AdminOrganization & { id: string }>('organizations', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const save = () => {
    if (!name.trim()) return setError(validateOrganizationName(name));
    update(
      'organizations',
      { id: organization.id, data: { name, type, parent_id: parentId || null }, previousData: organization },
      {
        onSuccess: () => {
          notify('Organisatie bijgewerkt', { type: 'success' });
          onSaved();
        },
        onError: (caught) =>
          setError(caught instanceof Error ? caught.message : 'Fout bij bijwerken organisatie'),
      },
    );
  };
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField label="Organisatie naam" value={name} onChange={(e) => setName(e.target.value)} required />
      <TextField select label="Type" value={type} onChange={(e) => setType(e.target.value)}>
        {ORGANIZATION_TYPE_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Moederorganisatie"
        value={parentId}
        onChange={(e) => setParentId(e.target.value)}
      >
        <MenuItem value="">Geen</MenuItem>
        {getParentOptions(organizations, String(organization.id)).map((org) => (
          <MenuItem key={org.id} value={org.id}>
            {org.name}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button variant="contained" onClick={save} disabled={isPending}>
          Opslaan
        </Button>
      </Box>
    </Stack>
  );
}

/** Edit modal (spec 01 §2; give it a key per organisation so each opens on its first tab): Basisgegevens, Gebruikers (n), Credits (balance), Gevaarlijke acties. */
export function OrganizationEditDialog({
  organization,
  onClose,
}: {
  organization: RaRecord | null;
  onClose: () => void;
}) {
  const { permissions } = usePermissions<string[]>();
  // Support staff adjust credits and nothing else here (the server refuses the rest anyway): the
  // dialog opens on Credits and the other tabs are shown but disabled.
  const canEdit = canAccessAdmin(permissions ?? [], { action: 'edit', resource: 'organizations' });
  const [chosenTab, setTab] = useState<number | null>(null);
  const tab = chosenTab ?? (canEdit ? 0 : 2);
  const refresh = useRefresh();
  // The list's row is a snapshot; after an adjustment in the Credits tab the label follows the ledger.
  const current = useOrganizationBalance(organization ? String(organization.id) : null);
  if (!organization) return null;
  const balance = current.data?.current_balance ?? Number(organization.credit_balance ?? 0);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{String(organization.name)} bewerken</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, value: number) => setTab(value)} sx={{ mb: 2 }}>
          <Tab label="Basisgegevens" disabled={!canEdit} />
          <Tab label={`Gebruikers (${Number(organization.user_count ?? 0)})`} disabled={!canEdit} />
          <Tab label={`Credits (${formatNumber(balance)})`} />
          <Tab label="Gevaarlijke acties" disabled={!canEdit} />
        </Tabs>
        {tab === 0 && <BasicsTab organization={organization} onSaved={() => (refresh(), onClose())} />}
        {tab === 1 && <OrganizationMembersTab organization={organization} />}
        {tab === 2 && <OrganizationCreditsTab organization={organization} />}
        {tab === 3 && (
          <Alert severity="warning">
            Gebruik de actie Verwijderen in de organisatielijst om deze organisatie te verwijderen.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  );
}
