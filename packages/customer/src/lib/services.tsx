import type { ApiClient, PublicConfig } from '@caoscan/core';
import { createContext, useContext, type ReactNode } from 'react';
import { deferClient } from './defer-client';
import { createSupabaseClient, type AuthClient } from './supabase';

/** What the boot sequence builds from /config.json and every screen may use. */
export interface Services {
  config: PublicConfig;
  supabase: AuthClient;
  api: ApiClient;
}

const ServicesContext = createContext<Services | null>(null);

export function createServices(config: PublicConfig, options: { fetch?: typeof fetch } = {}): Services {
  const supabase = createSupabaseClient(config, options);
  // Core's API client holds every response schema and all of zod (about 30 kB gzip): it starts
  // downloading now and arrives beside the first page, instead of holding up the first screen.
  const api = deferClient(import('./api').then(({ createApi }) => createApi(config, supabase)));
  return { config, supabase, api };
}

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
