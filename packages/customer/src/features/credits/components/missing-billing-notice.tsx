import { Alert, AlertTitle, Button } from '@mui/material';
import { useEffect } from 'react';

/** Spec 02 §9: the redirect to /configuratie follows 5 seconds after the notice appears. */
export const MISSING_BILLING_REDIRECT_MS = 5000;

/** Buying needs complete billing details: says so and goes to Configuratie after 5 s. */
export function MissingBillingNotice({ onGoToBilling }: { onGoToBilling: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onGoToBilling, MISSING_BILLING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [onGoToBilling]);
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onGoToBilling}>
          Naar Configuratie
        </Button>
      }
    >
      <AlertTitle>Bedrijfsgegevens ontbreken</AlertTitle>
      Vul eerst alle verplichte bedrijfsgegevens in (met een telefoonnummer dat begint met +31) voordat u
      credits koopt. U wordt over 5 seconden doorgestuurd naar Configuratie.
    </Alert>
  );
}
