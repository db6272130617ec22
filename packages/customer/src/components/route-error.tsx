import { Link } from '@mui/material';
import { useRouteError } from 'react-router';
import { FullPageMessage } from './full-page-message';

/**
 * Anything a page throws ends here instead of a blank screen; reloading also fetches a new build.
 * Part of the first download (it must show when a page's own code failed to load), so it keeps to
 * the components the loading screen already uses.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <FullPageMessage
      tone="error"
      title="Er is iets misgegaan"
      description="Deze pagina kon niet worden weergegeven. Laad de pagina opnieuw of probeer het later nog eens."
    >
      <Link component="button" variant="body1" onClick={() => window.location.reload()}>
        Pagina opnieuw laden
      </Link>
    </FullPageMessage>
  );
}
