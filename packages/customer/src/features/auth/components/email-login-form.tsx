import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';

interface EmailLoginFormProps {
  disabled: boolean;
  isPending: boolean;
  /** Kept when the person comes back from the code step. */
  initialEmail?: string;
  onSubmit: (email: string) => void;
}

/** The e-mail choice: required address, a note about the one-time code, disabled while busy. */
export function EmailLoginForm({ disabled, isPending, initialEmail = '', onSubmit }: EmailLoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const trimmed = email.trim();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed || !event.currentTarget.checkValidity()) return;
    onSubmit(trimmed);
  }

  return (
    <Box component="form" onSubmit={handleSubmit}>
      <Stack spacing={2}>
        <TextField
          label="E-mailadres"
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={disabled}
          placeholder="naam@organisatie.nl"
        />
        <Typography variant="body2" color="text.secondary">
          Bij inloggen met e-mail ontvangt u een eenmalige inlogcode in uw mailbox.
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={disabled || !trimmed}
          startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Stuur inlogcode
        </Button>
      </Stack>
    </Box>
  );
}
