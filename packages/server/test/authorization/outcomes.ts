import type { Subject, Target } from './world';

/**
 * What a cell expects: an exact status, `ok` (2xx or a redirect), `allowed` (past authorization:
 * any answer but 401, 403, 404 or 5xx — a domain refusal such as 400 or 409 is fine), `denied`
 * (401, 403 or 404, never a success), `refused` (any 4xx) or `public` (anything but 5xx; public by design).
 */
export type Outcome = number | 'ok' | 'allowed' | 'denied' | 'refused' | 'public';

export type Rule = (subject: Subject, target: Target) => Outcome;

export function matches(outcome: Outcome, status: number): boolean {
  if (typeof outcome === 'number') return status === outcome;
  if (status >= 500) return false;
  switch (outcome) {
    case 'ok':
      return status < 400;
    case 'allowed':
      return ![401, 403, 404].includes(status);
    case 'denied':
      return [401, 403, 404].includes(status);
    case 'refused':
      return status >= 400;
    case 'public':
      return true;
  }
}

/** A success where the table expects a refusal: the one kind of failure that is a hole. */
export function isUnexpectedSuccess(outcome: Outcome, status: number): boolean {
  const refusal =
    outcome === 'denied' || outcome === 'refused' || (typeof outcome === 'number' && outcome >= 400);
  return refusal && status < 400;
}

const signedOut = (subject: Subject) => subject === 'anonymous' || subject === 'disabled';

/** Open to everyone (health, docs, configuration, auth entry points). */
export const everyone =
  (outcome: Outcome = 'ok'): Rule =>
  () =>
    outcome;

/**
 * Any signed-in, enabled account (own profile, role names). The GoTrue-compatible /auth/v1 answers
 * a disabled account 403 (`user_banned`), the API 401.
 */
export const signedIn =
  (outcome: Outcome = 'ok', disabled: Outcome = 401): Rule =>
  (subject) =>
    subject === 'disabled' ? disabled : subject === 'anonymous' ? 401 : outcome;

export interface OrganisationOptions {
  /** Members and admins, or organisation admins only (members 403). */
  who: 'members' | 'admins';
  /** For the caller's own organisation's things. */
  own?: Outcome;
  /** Support staff belong to the platform's own organisation: what they get on a route without an id. */
  support?: Outcome;
  /** Platform admins have no customer organisation (null): what they get on a route without an id. */
  platformAdmin?: Outcome;
  /** The invited user (no organisation yet): what they get on a route without an id. */
  pending?: Outcome;
}

/**
 * The customer area of one organisation: its members and admins reach their own organisation's
 * things; another organisation's and unknown ids are 404 (never 403: no hint that it exists).
 * Platform staff see other organisations only through /api/admin, so on an id here they get 404 too.
 */
export const organisation =
  ({
    who,
    own = 'allowed',
    support = 'denied',
    platformAdmin = 'denied',
    pending = 'denied',
  }: OrganisationOptions): Rule =>
  (subject, target) => {
    if (signedOut(subject)) return 401;
    const hasId = target !== 'none';
    if (subject === 'support') return hasId ? 'denied' : support;
    if (subject === 'platformAdmin') return hasId ? 'denied' : platformAdmin;
    if (subject === 'pending') return hasId ? 'denied' : pending;
    if (who === 'admins' && subject === 'member') return 403;
    if (target === 'other' || target === 'unknown') return 404;
    return own;
  };

/** /api/admin: support staff and platform admins read everything; everyone else 403. */
export const backOffice =
  (kind: 'read' | 'support-write' | 'admin-write', known: Outcome = 'ok'): Rule =>
  (subject, target) => {
    if (signedOut(subject)) return 401;
    const mayCall = subject === 'platformAdmin' || (subject === 'support' && kind !== 'admin-write');
    if (!mayCall) return 403;
    return target === 'unknown' ? 404 : known;
  };

/** `rule`, except for one subject: `outcome` for each target (unknown ids stay 404 unless given). */
export const except =
  (rule: Rule, subject: Subject, outcome: Outcome | ((target: Target) => Outcome)): Rule =>
  (who, target) =>
    who !== subject
      ? rule(who, target)
      : typeof outcome === 'function'
        ? outcome(target)
        : target === 'unknown'
          ? 404
          : outcome;
