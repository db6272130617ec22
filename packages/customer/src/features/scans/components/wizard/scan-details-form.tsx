import { checkFields, ScanCreateSchema, type FieldErrors, type ScanCreate } from '@caoscan/core';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { CreditNotice, hasInsufficientCredits, type CreditInfo } from './credit-notice';

const DESCRIPTION_MAX = 1000;

type Field = 'name' | 'description';

/** The first message per field, from the same schema the server validates with. */
export function validateScanDetails(values: { name: string; description: string }) {
  return checkFields(ScanCreateSchema, { name: values.name, description: values.description || null });
}

interface ScanDetailsFormProps {
  initialName?: string | undefined;
  initialDescription?: string | undefined;
  credits: CreditInfo;
  /** Shows the stored name and description without the credit notice and 'Volgende'. */
  isReadOnly?: boolean;
  isSubmitting: boolean;
  submitError: string | null;
  onSubmit: (values: ScanCreate) => void;
}

/** Step 1: name and description (n/1000), the credit notice and 'Volgende' (spec 02 §2, §5). */
export function ScanDetailsForm(props: ScanDetailsFormProps) {
  const { credits, isSubmitting, submitError, onSubmit, isReadOnly = false } = props;
  const [name, setName] = useState(props.initialName ?? '');
  const [description, setDescription] = useState(props.initialDescription ?? '');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isReadOnly) return; // Enter in a read-only field must not save anything
    const result = validateScanDetails({ name, description });
    setErrors(result.errors);
    if (result.data) onSubmit(result.data);
  }

  // An error belongs to the value it was about: typing clears it.
  const clearError = (field: Field) => setErrors(({ [field]: _, ...rest }) => rest);
  const isDisabled = !name.trim() || hasInsufficientCredits(credits) || isSubmitting;

  return (
    <Paper component="form" noValidate onSubmit={handleSubmit} sx={{ p: { xs: 2.5, md: 4 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h5" component="h2">
            Scan details
          </Typography>
          <Typography color="text.secondary">Geef de scan een naam en eventueel een beschrijving.</Typography>
        </Box>
        <TextField
          label="Scan naam"
          required
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            clearError('name');
          }}
          error={Boolean(errors.name)}
          helperText={errors.name ?? (isReadOnly ? undefined : 'Bijvoorbeeld: Vergelijking Metalektro 2026')}
          slotProps={{ htmlInput: { maxLength: 300, readOnly: isReadOnly } }}
        />
        <TextField
          label="Beschrijving"
          multiline
          minRows={3}
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            clearError('description');
          }}
          error={Boolean(errors.description)}
          slotProps={{ htmlInput: { readOnly: isReadOnly } }}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{errors.description ?? 'Optioneel'}</span>
              <span>
                {description.length}/{DESCRIPTION_MAX}
              </span>
            </Box>
          }
        />
        {!isReadOnly && <CreditNotice credits={credits} />}
        {submitError && <Alert severity="error">{submitError}</Alert>}
        {!isReadOnly && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isDisabled}
              startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {isSubmitting ? 'Bezig met opslaan...' : 'Volgende'}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
