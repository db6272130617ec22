import { PublicConfigSchema, type PublicConfig } from '@caoscan/core';

/**
 * The runtime configuration comes from the server's /config.json, so one build runs against any
 * backend. It is validated once at boot; the app refuses to start on a missing or invalid auth
 * service address or key (spec 01 §5) instead of failing later at sign-in.
 */
export type ConfigResult =
  { ok: true; config: PublicConfig } | { ok: false; message: string; details: string[] };

const FIELD_LABELS: Record<string, string> = {
  supabaseUrl: 'adres van de authenticatiedienst (supabaseUrl)',
  supabaseAnonKey: 'sleutel van de authenticatiedienst (supabaseAnonKey)',
};

export function parsePublicConfig(data: unknown): ConfigResult {
  const parsed = PublicConfigSchema.safeParse(data);
  if (parsed.success) return { ok: true, config: parsed.data };
  const details = parsed.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const label = FIELD_LABELS[field] ?? (field || 'configuratie');
    return `${label}: ontbreekt of is ongeldig`;
  });
  return {
    ok: false,
    message: 'De configuratie van de applicatie is onvolledig of ongeldig.',
    details,
  };
}

export async function loadPublicConfig(fetchImpl: typeof fetch = fetch): Promise<ConfigResult> {
  let data: unknown;
  try {
    const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    data = await response.json();
  } catch (error) {
    return {
      ok: false,
      message: 'De configuratie van de applicatie kon niet worden geladen.',
      details: [error instanceof Error ? error.message : String(error)],
    };
  }
  return parsePublicConfig(data);
}
