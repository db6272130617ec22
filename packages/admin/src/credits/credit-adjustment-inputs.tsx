import { CREDIT_DESCRIPTION_MAX } from '@caoscan/core';
import { NumberInput, TextInput } from 'react-admin';
import { validateCreditAmount, validateCreditDescription } from './credit-validation';

/** Amount and reason of a manual adjustment; shared by the credits create page and an organisation's credits. */
export function CreditAdjustmentInputs() {
  return (
    <>
      <NumberInput
        source="credits_amount"
        label="Aantal credits"
        // 'any': the browser's own step check would block 2,5 silently; our rule says it in Dutch.
        step="any"
        validate={validateCreditAmount}
        helperText="Positief om credits toe te voegen, negatief om af te schrijven"
      />
      <TextInput
        source="description"
        label="Beschrijving"
        multiline
        minRows={2}
        validate={validateCreditDescription}
        slotProps={{ htmlInput: { maxLength: CREDIT_DESCRIPTION_MAX } }}
        helperText="De reden van de aanpassing; staat bij de boeking in de geschiedenis"
      />
    </>
  );
}
