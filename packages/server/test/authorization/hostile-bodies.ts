/**
 * Hostile request bodies, generated from a route's valid body: what a careless or malicious client
 * sends. Each is `raw` (the bytes as sent) so malformed JSON can be expressed too.
 */
export interface HostileBody {
  name: string;
  raw: string;
  /** Unknown fields may be ignored (2xx) or refused (4xx); the rest must be refused. */
  mayBeAccepted?: boolean;
}

const MEGABYTE = 1_000_000;

function mapStrings(value: unknown, change: (text: string) => unknown): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((entry) => mapStrings(entry, change));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, mapStrings(entry, change)]));
  }
  return value;
}

function mapValues(value: Record<string, unknown>, change: (entry: unknown) => unknown) {
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, change(entry)]));
}

export function hostileBodies(valid: unknown): HostileBody[] {
  const base =
    valid && typeof valid === 'object' && !Array.isArray(valid) ? (valid as Record<string, unknown>) : {};
  const hasFields = Object.keys(base).length > 0;
  let hasStrings = false;
  mapStrings(base, (text) => {
    hasStrings = true;
    return text;
  });
  const bodies: HostileBody[] = [
    { name: 'malformed JSON', raw: '{"name": "half' },
    { name: 'trailing garbage', raw: '{}}' },
    { name: 'empty body', raw: '' },
    { name: 'array instead of object', raw: '[]' },
    { name: 'array of the valid body', raw: JSON.stringify([base]) },
    { name: 'null', raw: 'null' },
    { name: 'a bare string', raw: '"tekst"' },
    { name: 'a bare number', raw: '42' },
    {
      name: 'huge unknown string (1 MB)',
      raw: JSON.stringify({ ...base, onbekend: 'x'.repeat(MEGABYTE) }),
      mayBeAccepted: true,
    },
    {
      name: 'unknown fields',
      raw: JSON.stringify({ ...base, onbekend_veld: 'x', __proto__x: 1, constructor: 'y' }),
      mayBeAccepted: true,
    },
    {
      name: 'prototype pollution',
      raw: `{"__proto__": {"isAdmin": true}${hasFields ? `, ${JSON.stringify(base).slice(1, -1)}` : ''}}`,
    },
    { name: 'NUL in a field name', raw: JSON.stringify({ ...base, 'na\u0000am': 'x' }) },
  ];
  if (hasFields) {
    bodies.push(
      { name: 'every field a number', raw: JSON.stringify(mapValues(base, () => 12345)) },
      { name: 'every field an object', raw: JSON.stringify(mapValues(base, () => ({ $gt: '' }))) },
      { name: 'every field an array', raw: JSON.stringify(mapValues(base, () => ['x'])) },
      { name: 'every field null', raw: JSON.stringify(mapValues(base, () => null)) },
      { name: 'every field missing', raw: '{}' },
    );
  }
  if (hasStrings) {
    bodies.push(
      {
        name: 'NUL bytes in every string',
        raw: JSON.stringify(mapStrings(base, (text) => `${text}\u0000x`)),
      },
      { name: 'every string 1 MB', raw: JSON.stringify(mapStrings(base, () => 'a'.repeat(MEGABYTE))) },
    );
  }
  return bodies;
}

/** English texts that give away a framework's or validator's own message (or a stack trace). */
export const NOT_FOR_USERS = [
  /\bat .+\.(ts|js):\d+/,
  /node_modules/,
  /\bInvalid input\b/i,
  /\bexpected\b/i,
  /\bUnexpected token\b/,
  /\bmust (be|have)\b/,
  /\bRequired\b/,
  /SyntaxError|TypeError|ReferenceError/,
  /\bbody\/|querystring\//,
  /\b(the|are|required|invalid|should|cannot|could not|not found|please|missing)\b/i,
];

/** English texts the spec itself prescribes (spec 02 §5), imported so they are never retyped. */
export { CLIENT_REQUIRED, CURRENT_REQUIRED } from '../../src/scans/start-comparison';
