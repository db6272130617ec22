import { Button } from '@mui/material';
import { useRouteError } from 'react-router';
import { FullPageMessage } from './full-page-message';

/** Anything a page throws ends here instead of a blank screen; reloading also fetches a new build. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <FullPageMessage
      tone="error"
      title="Er is iets misgegaan"
      description="Deze pagina kon niet worden weergegeven. Laad de pagina opnieuw of probeer het later nog eens."
    >
      <Button variant="contained" onClick={() => window.location.reload()}>
        Pagina opnieuw laden
      </Button>
    </FullPageMessage>
  );
}
