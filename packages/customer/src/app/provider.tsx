import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';
import { createQueryClient } from '../lib/query-client';
import { ServicesProvider, type Services } from '../lib/services';
import { theme } from './theme';

interface AppProviderProps {
  services: Services;
  children: ReactNode;
  /** Tests pass their own to start from a known cache. */
  queryClient?: QueryClient;
}

/** Everything a screen relies on, in dependency order: services, queries, theme, auth. */
export function AppProvider({ services, children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <AuthProvider>{children}</AuthProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
