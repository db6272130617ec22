import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { INVITATION_STATUS_CHOICES } from './invitation-labels';

/** Status, e-mail search applied on Enter, and clear filters (spec 01 §2 invitations tab). */
export function InvitationFilters() {
  const { filterValues, setFilters } = useListContext();
  const [email, setEmail] = useState(String(filterValues.email ?? ''));
  const status = String(filterValues.status ?? 'all');
  const apply = (next: Record<string, unknown>) => setFilters({ ...filterValues, ...next }, {});
  return (
    <Stack direction="row" spacing={2} sx={{ p: 2 }} alignItems="center">
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(e) => apply({ status: e.target.value === 'all' ? undefined : e.target.value })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="all">Alle statussen</MenuItem>
        {INVITATION_STATUS_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Zoek op e-mail"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && apply({ email: email.trim() || undefined })}
      />
      <Button
        onClick={() => {
          setEmail('');
          setFilters({}, {});
        }}
      >
        Filters wissen
      </Button>
    </Stack>
  );
}
