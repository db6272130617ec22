import { INVITE_ADMIN_MESSAGES, SIMPLE_EMAIL_PATTERN } from '@caoscan/core';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useRefresh, type RaRecord } from 'react-admin';
import type { AdminDataProvider } from '../data-provider';

/** How long the success message stays before the form resets and the list refreshes (spec 01 §9). */
export const INVITE_SUCCESS_MS = 2000;

export function validateInviteEmail(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return INVITE_ADMIN_MESSAGES.emailRequired;
  if (!SIMPLE_EMAIL_PATTERN.test(trimmed)) return INVITE_ADMIN_MESSAGES.emailInvalid;
  return null;
}

/** Admin uitnodigen: the organisation's first administrator, role org_administrator (spec 01 §5). */
export function InviteAdminDialog({
  organization,
  onClose,
}: {
  organization: RaRecord | null;
  onClose: () => void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const close = () => {
    setEmail('');
    setError(null);
    setSentTo(null);
    onClose();
  };

  useEffect(() => {
    if (!sentTo) return;
    const timer = setTimeout(() => {
      refresh();
      close();
    }, INVITE_SUCCESS_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sentTo]);

  const submit = async () => {
    const message = validateInviteEmail(email);
    if (message) return setError(message);
    if (!organization) return;
    setSending(true);
    setError(null);
    try {
      const address = email.trim().toLowerCase();
      await dataProvider.inviteAdmin(String(organization.id), address);
      setSentTo(address);
    } catch (caught) {
      setError(
        caught instanceof Error
          ? caught.message
          : 'Er is een fout opgetreden bij het versturen van de uitnodiging',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={organization !== null} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>Admin uitnodigen voor {organization?.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {sentTo && <Alert severity="success">Uitnodiging verzonden naar {sentTo}</Alert>}
          <TextField
            label="Email adres"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void submit()}
            required
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Annuleren</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={isSending || sentTo !== null}>
          Uitnodiging versturen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
