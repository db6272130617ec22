import {
  BILLING_MESSAGES,
  toBillingFormValues,
  validateBillingForm,
  type BillingFormErrors,
  type BillingFormValues,
  type BillingInfo,
} from '@caoscan/core';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { BILLING_LOAD_ERROR_MESSAGE, useBillingInfo } from '../api/get-billing-info';
import {
  BILLING_SAVED_MESSAGE,
  BILLING_SAVE_ERROR_MESSAGE,
  useUpdateBillingInfo,
} from '../api/update-billing-info';
import { useTimedNotice, type Notice } from '../hooks/use-timed-notice';

const FIELDS: {
  name: keyof BillingFormValues;
  label: string;
  required?: boolean;
  helper?: string;
  wide?: boolean;
}[] = [
  { name: 'name', label: 'Bedrijfsnaam', required: true, wide: true },
  { name: 'contactPerson', label: 'Contactpersoon' },
  { name: 'accountEmail', label: 'E-mailadres voor facturen', required: true },
  { name: 'addressLine1', label: 'Adresregel 1', required: true },
  { name: 'addressLine2', label: 'Adresregel 2' },
  { name: 'postalCode', label: 'Postcode', required: true },
  { name: 'city', label: 'Plaats', required: true },
  { name: 'country', label: 'Land (landcode)', required: true, helper: 'Twee letters, bijvoorbeeld NL' },
  { name: 'phoneNumber', label: 'Telefoonnummer', required: true, helper: BILLING_MESSAGES.phoneHint },
  { name: 'vatNumber', label: 'BTW-nummer', required: true, helper: 'NL000000000B00' },
  { name: 'kvkNumber', label: 'KvK-nummer', required: true, helper: '8 cijfers' },
  { name: 'costCenter', label: 'Kostenplaats', helper: 'Maximaal 64 tekens' },
];

/** 'Bedrijfsgegevens' (spec 02 §2, §5): organisation admins edit, everyone else reads. */
export function BillingForm({ canEdit }: { canEdit: boolean }) {
  const billing = useBillingInfo();
  const [notice, showNotice] = useTimedNotice();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Bedrijfsgegevens
        </Typography>
        {!canEdit && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Alleen organisatiebeheerders kunnen deze gegevens aanpassen.
          </Alert>
        )}
        {notice && (
          <Alert
            severity={notice.severity}
            sx={{ mb: 2 }}
            role={notice.severity === 'error' ? 'alert' : 'status'}
          >
            {notice.message}
          </Alert>
        )}
        {billing.isError ? (
          <Stack spacing={1}>
            <Alert severity="error">{BILLING_LOAD_ERROR_MESSAGE}</Alert>
            <Typography color="text.secondary">{BILLING_MESSAGES.unavailable}</Typography>
          </Stack>
        ) : billing.isPending ? (
          <CircularProgress aria-label="Bedrijfsgegevens laden" />
        ) : (
          // Every load (also 'Herstellen' and a save) starts the fields afresh from the server's answer.
          <BillingFields
            key={billing.dataUpdatedAt}
            saved={billing.data}
            canEdit={canEdit}
            isReloading={billing.isFetching}
            onReset={() => void billing.refetch()}
            showNotice={showNotice}
          />
        )}
      </CardContent>
    </Card>
  );
}

interface BillingFieldsProps {
  saved: BillingInfo;
  canEdit: boolean;
  isReloading: boolean;
  onReset: () => void;
  showNotice: (notice: Notice) => void;
}

function BillingFields({ saved, canEdit, isReloading, onReset, showNotice }: BillingFieldsProps) {
  const save = useUpdateBillingInfo();
  const [values, setValues] = useState<BillingFormValues>(() => toBillingFormValues(saved));
  const [errors, setErrors] = useState<BillingFormErrors>({});

  function change(name: keyof BillingFormValues, value: string) {
    const next = name === 'country' || name === 'vatNumber' ? value.toUpperCase() : value;
    setValues((current) => ({ ...current, [name]: next }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateBillingForm(values);
    setErrors(checked.errors);
    if (!checked.data) {
      const isMissing = Object.values(checked.errors).includes(BILLING_MESSAGES.required);
      showNotice({
        severity: 'error',
        message: isMissing ? BILLING_MESSAGES.required : BILLING_SAVE_ERROR_MESSAGE,
      });
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      showNotice({ severity: 'success', message: BILLING_SAVED_MESSAGE });
    } catch (error) {
      const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
      showNotice({ severity: 'error', message: `${BILLING_SAVE_ERROR_MESSAGE}${detail}` });
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Bedrijfsgegevens">
      <Grid container spacing={2}>
        {FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, md: field.wide ? 12 : 6 }}>
            <TextField
              fullWidth
              name={field.name}
              label={field.label}
              required={field.required}
              value={values[field.name]}
              onChange={(event) => change(field.name, event.target.value)}
              disabled={!canEdit || save.isPending}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? field.helper}
            />
          </Grid>
        ))}
      </Grid>
      {canEdit && (
        <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Opslaan...' : 'Opslaan'}
          </Button>
          <Button onClick={onReset} disabled={save.isPending || isReloading}>
            Herstellen
          </Button>
        </Stack>
      )}
    </Box>
  );
}
