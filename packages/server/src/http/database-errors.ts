import { HttpError } from './errors';

/**
 * PostgreSQL refusals that a client's request can cause, as the Dutch answer that request deserves.
 * Most routes check first ("does a role with this name exist?"), but two requests at the same
 * moment both pass that check and the database's constraint decides: the loser must get the same
 * 409 the check would have given, not a 500. PGlite and pg both put the SQLSTATE in `code` and the
 * constraint's name in `constraint`.
 */
const UNIQUE_MESSAGES: Record<string, string> = {
  roles_name_key: 'Er bestaat al een rol met deze naam.',
  users_email_key: 'Dit e-mailadres is al in gebruik.',
  role_assignments_user_id_role_id_organization_id_key: 'Deze gebruiker heeft deze rol al.',
};

const CONCURRENT = 'Een ander verzoek wijzigde dit tegelijk. Vernieuw de pagina en probeer het opnieuw.';

export function describeDatabaseError(error: unknown): HttpError | null {
  if (!error || typeof error !== 'object') return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  const name = typeof constraint === 'string' ? constraint : '';
  switch (code) {
    case '23505': // unique_violation
      return new HttpError(409, UNIQUE_MESSAGES[name] ?? `Dit bestaat al. ${CONCURRENT}`, 'conflict');
    case '23503': // foreign_key_violation: what it points at was removed meanwhile
      return new HttpError(409, `Een gekoppeld gegeven bestaat niet meer. ${CONCURRENT}`, 'conflict');
    case '40001': // serialization_failure
    case '40P01': // deadlock_detected
      return new HttpError(409, CONCURRENT, 'conflict');
    default:
      return null;
  }
}
