import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  AutocompleteInput,
  Create,
  FormDataConsumer,
  ReferenceInput,
  required,
  SimpleForm,
  useNotify,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { CreditAdjustmentInputs } from './credit-adjustment-inputs';
import { OrganizationBalance } from './organization-balance';

function ChosenOrganizationBalance() {
  return (
    <FormDataConsumer>
      {({ formData }) =>
        formData.organization_id ? (
          <OrganizationBalance organizationId={String(formData.organization_id)} />
        ) : null
      }
    </FormDataConsumer>
  );
}

/**
 * A manual adjustment (spec 01 §5): organisation, a non-zero whole number of credits and the
 * reason. Afterwards the ledger opens on that organisation, with its new balance.
 */
export function CreditCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  return (
    <Create
      title="Credits aanpassen"
      mutationOptions={{
        onSuccess: (entry: RaRecord) => {
          void queryClient.invalidateQueries({ queryKey: ['admin', 'credits'] });
          notify(String(entry.message ?? 'Credits aangepast'), { type: 'success' });
          const filter = JSON.stringify({ organization_id: entry.organization_id });
          redirect(() => `/credits?filter=${encodeURIComponent(filter)}`);
        },
      }}
    >
      <SimpleForm>
        <Stack spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
          <Typography color="text.secondary">
            Voeg credits toe of schrijf ze af. De aanpassing komt met uw naam en de reden in de geschiedenis
            van de organisatie en in het auditlogboek.
          </Typography>
          <ReferenceInput source="organization_id" reference="organizations">
            <AutocompleteInput
              label="Organisatie"
              optionText="name"
              validate={required('Kies een organisatie')}
            />
          </ReferenceInput>
          <ChosenOrganizationBalance />
          <CreditAdjustmentInputs />
        </Stack>
      </SimpleForm>
    </Create>
  );
}
