import { StrictMode } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';
import { ConfigError } from './app/config-error';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { loadPublicConfig } from './config/env';
import { initSentry } from './lib/sentry';
import { createServices } from './lib/services';

/** Boot: configuration first (refuse to start without a usable auth service), then the app. */
async function boot(container: HTMLElement) {
  const result = await loadPublicConfig();
  if (!result.ok) {
    createRoot(container).render(<ConfigError message={result.message} details={result.details} />);
    return;
  }
  const options: RootOptions = {};
  try {
    const onError = await initSentry(result.config);
    if (onError) Object.assign(options, { onUncaughtError: onError, onCaughtError: onError });
  } catch (error) {
    console.error('Foutrapportage kon niet worden gestart', error);
  }
  // Created once, before the router: the auth client reads a PKCE ?code= from this very URL.
  const services = createServices(result.config);
  createRoot(container, options).render(
    <StrictMode>
      <AppProvider services={services}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void boot(container);
