import { PublicConfigSchema, type PublicConfig } from '@caoscan/core';

/** Thrown when /config.json cannot be used; the message is shown to the person as it is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Checks the runtime configuration. The app refuses to start when the auth service address or
 * key is missing or the address is not a valid URL (spec 01 §5), so we name exactly what is wrong.
 */
export function parseConfig(raw: unknown): PublicConfig {
  const result = PublicConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const fields = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? 'config.json')));
  const problems: string[] = [];
  if (fields.has('supabaseUrl'))
    problems.push('het adres van de authenticatieservice ontbreekt of is geen geldige URL');
  if (fields.has('supabaseAnonKey')) problems.push('de sleutel van de authenticatieservice ontbreekt');
  for (const field of fields) {
    if (field !== 'supabaseUrl' && field !== 'supabaseAnonKey') problems.push(`ongeldig veld "${field}"`);
  }
  return failWith(`De configuratie is ongeldig: ${problems.join('; ')}.`);
}

function failWith(message: string): never {
  throw new ConfigError(message);
}

/** Fetches /config.json from the serving origin, so one build runs against any backend. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<PublicConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
  } catch {
    return failWith('De configuratie (/config.json) kon niet worden geladen: de server is niet bereikbaar.');
  }
  if (!response.ok) {
    return failWith(`De configuratie (/config.json) kon niet worden geladen (HTTP ${response.status}).`);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    return failWith('De configuratie (/config.json) is geen geldige JSON.');
  }
  return parseConfig(raw);
}
