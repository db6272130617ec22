import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useProfile } from '../../../lib/auth/profile';
import { SAVE_SETTINGS_ERROR_MESSAGE, useUpdateDisplayName } from '../api/update-profile';

export const SAVED_MESSAGE = 'Instellingen succesvol opgeslagen!';

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'nl', label: 'Nederlands' },
  { value: 'de', label: 'Deutsch' },
  { value: 'fr', label: 'Français' },
];
const TIME_ZONES = [
  { value: 'Europe/Amsterdam', label: 'UTC+1 Amsterdam' },
  { value: 'Europe/London', label: 'UTC London' },
  { value: 'America/New_York', label: 'UTC-5 New York' },
  { value: 'America/Los_Angeles', label: 'UTC-8 Los Angeles' },
];

/** The profile form of spec 02 §2 (/settings). Only the username is saved; the rest is the form of the spec. */
export function ProfileSettingsForm() {
  const { user } = useAuth();
  const profile = useProfile();
  const save = useUpdateDisplayName();
  const metadataName = user?.user_metadata?.display_name;
  const initialName =
    (typeof metadataName === 'string' ? metadataName : null) ?? profile.data?.profile.display_name ?? '';
  const [username, setUsername] = useState<string | null>(null);
  const [emailNotifications, setEmailNotifications] = useState(true);
  const [pushNotifications, setPushNotifications] = useState(false);
  const [language, setLanguage] = useState('nl');
  const [timezone, setTimezone] = useState('Europe/Amsterdam');
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    save.mutate(username ?? initialName, {
      onSuccess: () => setNotice({ severity: 'success', text: SAVED_MESSAGE }),
      onError: () => setNotice({ severity: 'error', text: SAVE_SETTINGS_ERROR_MESSAGE }),
    });
  }

  return (
    <Paper component="form" onSubmit={handleSubmit} sx={{ p: { xs: 2, md: 4 }, maxWidth: 640 }}>
      <Stack spacing={3}>
        <Typography variant="h2" component="h1">
          Instellingen
        </Typography>
        {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
        <TextField
          label="Gebruikersnaam"
          value={username ?? initialName}
          onChange={(event) => setUsername(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="E-mailadres"
          value={user?.email ?? ''}
          disabled
          helperText="Uw e-mailadres kan op dit moment niet worden gewijzigd."
          // The explanation must stay readable (4.5:1), also beside a disabled field.
          slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
        />
        <FormGroup>
          <Typography variant="subtitle2">Meldingen</Typography>
          <FormControlLabel
            control={<Checkbox checked={emailNotifications} onChange={(_, v) => setEmailNotifications(v)} />}
            label="E-mailmeldingen"
          />
          <FormControlLabel
            control={<Checkbox checked={pushNotifications} onChange={(_, v) => setPushNotifications(v)} />}
            label="Pushmeldingen"
          />
        </FormGroup>
        <TextField select label="Taal" value={language} onChange={(event) => setLanguage(event.target.value)}>
          {LANGUAGES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Tijdzone"
          value={timezone}
          onChange={(event) => setTimezone(event.target.value)}
        >
          {TIME_ZONES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Opslaan
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
