import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import type { AdminUserRecord } from './user-record';

/** How long typing pauses before the server is asked, as on the users and organisations lists. */
export const USER_SEARCH_DEBOUNCE_MS = 300;
const PICKER_PAGE_SIZE = 25;

export const userOptionLabel = (user: AdminUserRecord) =>
  user.organization ? `${user.email} (${user.organization.name})` : user.email;

interface UserPickerProps {
  value: AdminUserRecord | null;
  onChange: (user: AdminUserRecord | null) => void;
  /** Users not to offer, e.g. the organisation's members already. */
  exclude?: ReadonlySet<string>;
  enabled?: boolean;
  label?: string;
  size?: 'small' | 'medium';
}

/**
 * Picks any user of the platform: the typed text goes to the server's search (e-mail or
 * organisation name, GET /api/admin/users?search=…), so the thousandth user is as easy to find as
 * the first. Without text it offers the first page.
 */
export function UserPicker({
  value,
  onChange,
  exclude,
  enabled = true,
  label = 'Gebruiker',
  size,
}: UserPickerProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data = [], isFetching } = useGetList<AdminUserRecord>(
    'users',
    { pagination: { page: 1, perPage: PICKER_PAGE_SIZE }, filter: search ? { q: search } : {} },
    { enabled, placeholderData: (previous) => previous },
  );
  const options = exclude ? data.filter((user) => !exclude.has(String(user.id))) : data;

  return (
    <Autocomplete
      size={size}
      sx={{ minWidth: 260 }}
      options={options}
      value={value}
      loading={isFetching}
      // The server already filtered on the text; filtering again here would hide organisation matches.
      filterOptions={(shown) => shown}
      getOptionLabel={userOptionLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, user) => onChange(user)}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      noOptionsText="Geen gebruikers gevonden"
      loadingText="Zoeken…"
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder="Zoek op e-mail of organisatie" />
      )}
    />
  );
}
