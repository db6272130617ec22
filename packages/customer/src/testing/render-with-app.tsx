import type { PublicConfig } from '@caoscan/core';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProvider } from '../app/provider';
import { createServices } from '../lib/services';

export const TEST_CONFIG: PublicConfig = {
  // Nothing listens here: tests that need answers pass a fetch of their own.
  supabaseUrl: 'http://auth.invalid',
  builtinAuth: false,
  supabaseAnonKey: 'test-anon-key',
  apiBaseUrl: 'http://api.invalid/api',
  sentryDsn: null,
  environment: 'test',
  signupContactEmail: 'info@caoscan.test',
  providers: { azure: true, google: true },
};

interface RenderOptions {
  /** The URL the app starts at, optionally with history state (the guard's remembered origin). */
  path?: string | { pathname: string; search?: string; state?: unknown };
  /** Route pattern for `ui`; other paths render their pathname so redirects can be asserted. */
  route?: string;
  /** Plays the auth service: every request of the auth client goes here. */
  fetch?: typeof fetch;
  /** A session already stored, as after an earlier sign-in. */
  storedSession?: object;
}

let instance = 0;

/** Renders a screen inside the real providers, with an auth client aimed at a dummy address. */
export function renderWithApp(ui: ReactNode, options: RenderOptions = {}) {
  const { path = '/', route = '*', fetch, storedSession } = options;
  // A host of its own per render gives each auth client its own storage key, as in separate tabs.
  const host = `auth-${++instance}`;
  if (storedSession) localStorage.setItem(`sb-${host}-auth-token`, JSON.stringify(storedSession));
  const config = { ...TEST_CONFIG, supabaseUrl: `http://${host}.invalid` };
  const services = createServices(config, fetch ? { fetch } : {});
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AppProvider services={services} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, services };
}

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}
