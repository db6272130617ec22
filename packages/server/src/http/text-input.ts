import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * PostgreSQL cannot store the NUL character (U+0000) in text or jsonb, so a NUL anywhere in what a
 * client sends is refused up front with a 400 instead of failing as a 500 at the database.
 */
export const nulCharacterMessage = (field: string) =>
  `${field ? `Het veld '${field}'` : 'De invoer'} bevat een ongeldig teken (NUL, \\u0000). Verwijder het en probeer het opnieuw.`;

/** The path of the first string (or object key) holding a NUL, or null. Iterative: any depth. */
export function findNulCharacter(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return item.path;
    } else if (Array.isArray(item.value)) {
      item.value.forEach((entry, index) => stack.push({ value: entry, path: `${item.path}[${index}]` }));
    } else if (item.value !== null && typeof item.value === 'object' && isPlainObject(item.value)) {
      for (const [key, entry] of Object.entries(item.value)) {
        const path = item.path ? `${item.path}.${key}` : key;
        if (key.includes('\u0000')) return path.replaceAll('\u0000', '');
        stack.push({ value: entry, path });
      }
    }
  }
  return null;
}

/** Parsed JSON, forms and query strings (whatever their prototype); not a Buffer body. */
function isPlainObject(value: object): boolean {
  return !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);
}

/** Throws the Dutch 400 when `value` (a field, a form, a file name) holds a NUL anywhere. */
export function assertNoNulCharacter(value: unknown): void {
  const path = findNulCharacter(value);
  if (path !== null) throw new HttpError(400, nulCharacterMessage(path), 'invalid_character');
}

/**
 * The one check over every parsed request: JSON or form body, query string and path parameters.
 * A preValidation hook on the root, so every route (the API and /auth/v1) has it. Multipart uploads
 * are streamed by their route, which calls assertNoNulCharacter on its fields and file name.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) assertNoNulCharacter(part);
}
