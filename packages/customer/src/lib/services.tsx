import type { ApiClient, PublicConfig } from '@caoscan/core';
import { createContext, useContext, type ReactNode } from 'react';
import { createApi } from './api';
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
  return { config, supabase, api: createApi(config, supabase) };
}

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
