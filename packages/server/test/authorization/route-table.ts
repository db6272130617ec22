import { backOffice, everyone, except, organisation, signedIn, type Outcome, type Rule } from './outcomes';
import type { Resource } from './world';

/**
 * THE authorization table: every route of the server, by `METHOD url` exactly as the route
 * registry lists it, with who may call it. matrix.test.ts fails for a registry route without an
 * entry here and for an entry without a route (a `builtOnly` entry exists only when the apps are built).
 *
 * Subjects: anonymous, member, orgAdmin, otherOrgAdmin (admin of organisation B), support,
 * platformAdmin, disabled, pending (invited, not yet accepted). Targets, for routes with an id:
 * own (the caller's organisation; A for staff and the pending user), other, unknown.
 */
/** What a body may refer to: the target's id and organisation, and the member role's id. */
export interface BodyTarget {
  id: string;
  orgId: string;
  memberRoleId: string;
}

export interface RouteEntry {
  rule: Rule;
  /** A valid body for the route (ids of the target filled in), when it takes one. */
  body?: (target: BodyTarget) => unknown;
  /** The resource each `:param` names, when the URL alone does not say. */
  resource?: Resource;
  /** Why the route is public or not driven as the others are. */
  note?: string;
  /** Present only when the customer or admin app is built (static files). */
  builtOnly?: boolean;
  /**
   * The path holds a credential (an invitation token, a checkout session id): whoever holds it sees
   * what it is for, such as the organisation's name, so the other-organisation check skips it.
   */
  credentialInPath?: boolean;
  /** Hostile bodies (by name, hostile-bodies.ts) the route may accept, and why (in `note`). */
  lenientBody?: string[];
  /** A query string the matrix adds to the path. */
  query?: string;
}

/** The matrix's scans have no uploaded documents: the documents routes answer 404 'no document' even to their owner (driven with documents in test/scans-review.test.ts). */
const NO_DOCUMENT =
  'fixture scan without documents: 404 for everyone; with documents: test/scans-review.test.ts';
const BILLING = {
  name: 'Matrix BV',
  account_email: 'factuur@matrix.test',
  address_line1: 'Kerkstraat 1',
  postal_code: '1234 AB',
  city: 'Amsterdam',
  country: 'NL',
  phone_number: '+31201234567',
  vat_number: 'NL123456789B01',
  kvk_number: '12345678',
};
const scanBody = () => ({ name: 'Matrixscan', description: null });
const selection = () => ({ is_abu_cao: true, current_cao_name: 'Eigen cao', client_cao_name: 'Andere cao' });
const correction = () => ({
  category: 'loon',
  element_key: 'uurloon',
  side: 'current',
  value: '€ 12,50',
  page: 1,
});
const restore = () => ({ category: 'loon', element_key: 'uurloon', side: 'current' });
/**
 * Staff see every scan through /api/admin, never through the customer routes. A scan is its
 * creator's unless the organisation shares scans: A's fixture scans are the member's, so A's
 * organisation admin gets 404 on them (B's are its admin's own, so that cell is covered there).
 */
/**
 * Reviewing (documents, corrections; issue I) also admits the organisation's admins on any scan of
 * their organisation, shared or not (scans/review/review-access.ts).
 */
const reviewRoute = (own: Outcome = 'allowed') => organisation({ who: 'members', own });
const scanRoute = (own: Outcome = 'allowed') =>
  except(organisation({ who: 'members', own }), 'orgAdmin', (target) => (target === 'own' ? 404 : 'denied'));
/** Platform staff's own organisation or none: what a list of its own things answers them. */
const staffLists = { support: 'ok', platformAdmin: 'ok', pending: 'ok' } as const;

export const ROUTE_TABLE: Record<string, RouteEntry> = {
  // ---- public by design ----
  'GET /api/health': { rule: everyone(), note: 'liveness probe' },
  'GET /api/ready': {
    rule: everyone(),
    note: 'readiness probe (503 while the database is down or the server stops)',
  },
  'GET /api/docs': { rule: everyone(), note: 'OpenAPI documentation, no data' },
  'GET /api/docs/json': { rule: everyone(), note: 'OpenAPI documentation, no data' },
  'GET /api/docs/yaml': { rule: everyone(), note: 'OpenAPI documentation, no data' },
  'GET /api/docs/static/*': { rule: everyone('public'), note: 'OpenAPI documentation assets' },
  'GET /api/docs/static/index.html': { rule: everyone(), note: 'OpenAPI documentation' },
  'GET /api/docs/static/swagger-initializer.js': { rule: everyone(), note: 'OpenAPI documentation' },
  'GET /api/dev/outbox': {
    rule: everyone(403),
    note: 'dev outbox: only a caller on the server machine without proxy headers; every matrix request carries X-Forwarded-For, so 403',
  },
  'GET /config.json': { rule: everyone(), note: 'public app configuration (anon key, URLs)' },
  'GET /api/payments/config': { rule: organisation({ who: 'admins', own: 'ok', platformAdmin: 'ok' }) },
  'GET /api/payments/pricing': { rule: organisation({ who: 'admins', own: 'ok', platformAdmin: 'ok' }) },
  'GET /api/invitations/verify/:token': {
    rule: everyone('public'),
    resource: 'token',
    credentialInPath: true,
    note: 'the link token is the credential (256 bits); an unknown token is a Dutch invalid answer',
  },
  'GET /api/payments/local-checkout/:id': {
    rule: everyone('public'),
    resource: 'checkout',
    credentialInPath: true,
    note: 'built-in test payment page: the unguessable session id is the credential (like a Stripe checkout URL)',
  },
  'POST /api/payments/local-checkout/:id/pay': {
    rule: (_subject, target) => (target === 'unknown' ? 400 : 403),
    resource: 'checkout',
    note: 'test payment: only from the server machine (LOCAL_CHECKOUT=auto); the matrix comes through a proxy header, so 403',
  },
  'POST /api/payments/local-checkout/:id/cancel': {
    rule: everyone('public'),
    resource: 'checkout',
    note: 'cancels an open test payment: the unguessable session id is the credential',
  },
  'POST /api/payments/webhook': {
    rule: everyone(400),
    note: 'Stripe webhook: authenticated by its signature, not a user; unsigned calls are 400 (signed ones: test/payments-stripe.test.ts)',
  },
  // ---- built-in auth service (GoTrue-compatible, its own error format) ----
  'POST /auth/v1/otp': {
    rule: everyone('public'),
    body: () => ({ email: 'niemand@test.caoscan.nl', create_user: false }),
    note: 'sign-in entry',
  },
  'POST /auth/v1/verify': {
    rule: everyone('public'),
    body: () => ({ type: 'email', email: 'niemand@test.caoscan.nl', token: '000000' }),
    note: 'sign-in entry',
  },
  'POST /auth/v1/token': {
    rule: everyone('public'),
    body: () => ({ refresh_token: 'onbekend' }),
    note: 'refresh: the refresh token is the credential',
  },
  'GET /auth/v1/authorize': { rule: everyone('public'), note: 'OAuth entry' },
  'GET /auth/v1/callback': { rule: everyone('public'), note: 'OAuth callback: its state is the credential' },
  'GET /auth/v1/settings': { rule: everyone(), note: 'public auth settings' },
  'GET /auth/v1/health': { rule: everyone(), note: 'auth liveness' },
  'GET /auth/v1/.well-known/jwks.json': { rule: everyone(), note: 'public keys' },
  'GET /auth/v1/user': { rule: signedIn('ok', 403) },
  'PUT /auth/v1/user': {
    rule: signedIn('ok', 403),
    lenientBody: ['empty body', 'null', 'every field an object', 'prototype pollution'],
    note: "GoTrue's PUT /user: no body is a no-op, `data` is any object of the user's own metadata",
    body: () => ({ data: { display_name: 'Matrix' } }),
  },
  'POST /auth/v1/logout': {
    rule: signedIn(204, 403),
    query: '?scope=others',
    note: "scope=others, so the caller's own session (the table's token) survives; global and local: test/auth-session.test.ts",
  },
  // ---- any signed-in account ----
  'GET /api/auth/me': { rule: signedIn() },
  'GET /api/caos': {
    rule: signedIn(),
    note: "the cao catalogue's current versions: platform-wide reference, no organisation's data",
  },
  'GET /api/caos/versions/:id/changes': {
    rule: signedIn(404),
    resource: 'caoVersion',
    note: "'Wat is er veranderd': catalogue reference data for every account; a fresh version has no earlier one (404); driven in test/cao-version-changes.test.ts",
  },
  'GET /api/caos/versions/:id/changes.xlsx': {
    rule: signedIn(404),
    resource: 'caoVersion',
    note: 'the same change list as Excel',
  },
  'GET /api/roles': { rule: signedIn() },
  'GET /api/organization/settings/cao-alert-emails': {
    rule: signedIn(),
    note: "the caller's own choice about the e-mails on new cao versions (issue K): no organisation's data",
  },
  'PUT /api/organization/settings/cao-alert-emails': {
    rule: signedIn(),
    body: () => ({ cao_alert_emails: true }),
    note: "the caller's own choice about the e-mails on new cao versions (issue K): no organisation's data",
  },
  'POST /api/invitations/accept-invitation': {
    rule: signedIn(404),
    body: () => ({ token: 'onbekend' }),
    note: 'the token is the credential; an unknown one is 404 (accepting: test/invitations.test.ts)',
  },
  // ---- the customer area of one organisation ----
  'GET /api/cao-scans': {
    rule: organisation({ who: 'members', own: 'ok', ...staffLists }),
    note: 'staff and the pending user get the (empty) list of their own organisation or none',
  },
  'POST /api/cao-scans': {
    rule: organisation({ who: 'members', own: 'ok', support: 402 }),
    body: scanBody,
    note: "support's organisation has no credits: 402",
  },
  'GET /api/cao-scans/cao-overview': { rule: organisation({ who: 'members', own: 'ok', ...staffLists }) },
  'GET /api/cao-scans/:id': { rule: scanRoute('ok') },
  'PUT /api/cao-scans/:id': { rule: scanRoute('ok'), body: scanBody },
  'DELETE /api/cao-scans/:id': { rule: scanRoute('ok') },
  'PUT /api/cao-scans/:id/cao-selection': { rule: scanRoute(), body: selection },
  'POST /api/cao-scans/:id/advance-step': { rule: scanRoute(), body: () => ({ new_step: 2 }) },
  'POST /api/cao-scans/:id/start-comparison': { rule: scanRoute(), body: selection },
  'GET /api/cao-scans/:id/comparison/status': { rule: scanRoute() },
  'GET /api/cao-scans/:id/comparison/results': { rule: scanRoute() },
  'GET /api/cao-scans/:id/comparison/results-with-details': { rule: scanRoute() },
  'GET /api/cao-scans/:id/corrections': { rule: reviewRoute() },
  'POST /api/cao-scans/:id/corrections': { rule: reviewRoute(), body: correction },
  'POST /api/cao-scans/:id/corrections/restore': { rule: reviewRoute(), body: restore },
  'POST /api/cao-scans/:id/rerun': {
    rule: reviewRoute(),
    note: "re-running on a new cao version (issue K) admits the organisation's admins like reviewing; the fixture scan is not completed: 409",
  },
  'GET /api/cao-scans/:id/section-tasks': { rule: scanRoute() },
  'GET /api/cao-scans/:id/export-excel': { rule: scanRoute() },
  'GET /api/cao-scans/:id/documents/:side/pages/:page': { rule: reviewRoute(404), note: NO_DOCUMENT },
  'GET /api/cao-scans/:id/documents/:side/file': { rule: reviewRoute(404), note: NO_DOCUMENT },
  'GET /api/files': { rule: organisation({ who: 'members', own: 'ok', support: 'ok' }) },
  'POST /api/files/upload': {
    rule: organisation({ who: 'members', support: 'refused', platformAdmin: 'refused', pending: 'refused' }),
    note: 'multipart: a JSON body is refused as 4xx; uploads are driven in test/files-*.test.ts',
  },
  'DELETE /api/files/:id': { rule: organisation({ who: 'members' }) },
  'GET /api/credits/balance': { rule: organisation({ who: 'members', own: 'ok', support: 'ok' }) },
  'GET /api/credits/history': { rule: organisation({ who: 'admins', own: 'ok' }) },
  'GET /api/statistics/organization/stats': {
    rule: organisation({ who: 'members', own: 'ok', support: 'ok' }),
  },
  'GET /api/statistics/organization/activity': {
    rule: organisation({ who: 'members', own: 'ok', support: 'ok' }),
  },
  'GET /api/statistics/invitations/stats': { rule: organisation({ who: 'admins', own: 'ok' }) },
  'GET /api/organization/settings/share-scans': {
    rule: organisation({ who: 'members', own: 'ok', support: 'ok' }),
  },
  'PUT /api/organization/settings/share-scans': {
    rule: organisation({ who: 'admins', own: 'ok' }),
    body: () => ({ share_scans_with_organization: false }),
  },
  'GET /api/organization/settings/billing': {
    rule: organisation({ who: 'members', own: 'ok', support: 'ok' }),
    note: 'every member reads the billing details; only organisation admins change them',
  },
  'PUT /api/organization/settings/billing': {
    rule: organisation({ who: 'admins', own: 'ok' }),
    body: () => BILLING,
  },
  'GET /api/payments/session/:id': { rule: organisation({ who: 'admins', own: 'ok' }), resource: 'checkout' },
  'POST /api/payments/create-checkout-session': {
    rule: organisation({ who: 'admins' }),
    body: () => ({ credits_quantity: 5 }),
  },
  'GET /api/invitations/': { rule: organisation({ who: 'admins', own: 'ok' }) },
  'POST /api/invitations/': {
    rule: organisation({ who: 'admins', platformAdmin: 'ok' }),
    note: 'a platform admin may invite into any organisation',
    body: ({ orgId, memberRoleId }) => ({
      email: `nieuw-${Math.random().toString(36).slice(2, 8)}@test.caoscan.nl`,
      role_id: memberRoleId,
      organization_id: orgId,
    }),
  },
  'PUT /api/invitations/:id/cancel': {
    rule: except(organisation({ who: 'admins', own: 'ok' }), 'platformAdmin', 'ok'),
    resource: 'invitation',
    note: "a platform admin manages any organisation's invitations",
  },
  'PUT /api/invitations/:id/resend': {
    rule: except(organisation({ who: 'admins', own: 'ok' }), 'platformAdmin', 'ok'),
    resource: 'invitation',
    note: "a platform admin manages any organisation's invitations",
  },
  // ---- /api/admin: the back-office ----
  'GET /api/admin/organizations': { rule: backOffice('read') },
  'POST /api/admin/organizations': {
    rule: backOffice('admin-write'),
    body: () => ({ name: `Matrix Nieuw ${Math.random().toString(36).slice(2, 8)}`, type: 'client' }),
  },
  'PUT /api/admin/organizations/:id': { rule: backOffice('admin-write'), body: () => ({ type: 'client' }) },
  'DELETE /api/admin/organizations/:id': { rule: backOffice('admin-write', 'allowed') },
  'GET /api/admin/organizations/:id/users': { rule: backOffice('read') },
  'GET /api/admin/users': { rule: backOffice('read') },
  'GET /api/admin/users/:id': { rule: backOffice('read') },
  'DELETE /api/admin/users/:id': { rule: backOffice('admin-write', 'allowed') },
  'PUT /api/admin/users/:id/status': { rule: backOffice('admin-write'), body: () => ({ status: 'active' }) },
  'GET /api/admin/roles': { rule: backOffice('read') },
  'POST /api/admin/roles': {
    rule: backOffice('admin-write'),
    body: () => ({ name: `matrix-${Math.random().toString(36).slice(2, 8)}`, description: null }),
  },
  'PUT /api/admin/roles/:id': {
    rule: backOffice('admin-write'),
    body: () => ({ description: 'Bijgewerkt' }),
  },
  'DELETE /api/admin/roles/:id': { rule: backOffice('admin-write', 'allowed') },
  'GET /api/admin/roles/users/:id': { rule: backOffice('read'), resource: 'user' },
  'POST /api/admin/roles/assign': {
    rule: backOffice('admin-write', 'allowed'),
    body: ({ id, memberRoleId }) => ({ user_id: id, role_id: memberRoleId }),
    resource: 'user',
  },
  'DELETE /api/admin/roles/assign': {
    rule: backOffice('admin-write', 404),
    note: 'the fresh user does not hold the role: 404',
    body: ({ id, memberRoleId }) => ({ user_id: id, role_id: memberRoleId }),
    resource: 'user',
  },
  'GET /api/admin/invitations': { rule: backOffice('read') },
  'PUT /api/admin/invitations/:id/resend': { rule: backOffice('admin-write') },
  'DELETE /api/admin/invitations/:id': { rule: backOffice('admin-write') },
  'GET /api/admin/credits/balance/:organizationId': { rule: backOffice('read') },
  'GET /api/admin/credits/history/:organizationId': { rule: backOffice('read') },
  'GET /api/admin/credits/transactions': { rule: backOffice('read') },
  'POST /api/admin/credits/adjust': {
    rule: backOffice('support-write', 'ok'),
    body: ({ orgId }) => ({ organization_id: orgId, credits_amount: 1, description: 'Matrixcorrectie' }),
  },
  'GET /api/admin/caos': { rule: backOffice('read') },
  'POST /api/admin/caos/versions': {
    rule: backOffice('support-write', 400),
    note: 'multipart: platform admins and support staff get 400 for a body that is not multipart/form-data; uploads are driven in test/cao-catalogue.test.ts',
  },
  'PUT /api/admin/caos/versions/:id/current': {
    rule: backOffice('support-write'),
    resource: 'caoVersion',
    note: 'the catalogue is platform-wide: own and other organisation name the same kind of (fresh) version',
  },
  'GET /api/admin/analytics': { rule: backOffice('read') },
  'GET /api/admin/audit-log': { rule: backOffice('read') },
  'GET /api/admin/cao-scans': { rule: backOffice('read') },
  'GET /api/admin/cao-scans/:id': { rule: backOffice('read') },
  'GET /api/admin/cao-scans/:id/comparison/results': {
    rule: backOffice('read', 'allowed'),
    note: 'fixture scan not completed: 409',
  },
  'GET /api/admin/cao-scans/:id/comparison/results-with-details': { rule: backOffice('read', 'allowed') },
  'GET /api/admin/cao-scans/:id/corrections': { rule: backOffice('read') },
  'GET /api/admin/cao-scans/:id/export-excel': { rule: backOffice('read', 'allowed') },
  'GET /api/admin/cao-scans/:id/documents/:side/pages/:page': {
    rule: backOffice('read', 404),
    note: NO_DOCUMENT,
  },
  'GET /api/admin/cao-scans/:id/documents/:side/file': { rule: backOffice('read', 404), note: NO_DOCUMENT },
  // ---- the built apps (static files, no data) ----
  'GET /': { rule: everyone('public'), builtOnly: true, note: 'customer app shell' },
  'GET /*': { rule: everyone('public'), builtOnly: true, note: 'customer app files' },
  'GET /admin/': { rule: everyone('public'), builtOnly: true, note: 'admin app shell' },
  'GET /admin/*': { rule: everyone('public'), builtOnly: true, note: 'admin app files' },
};

/** The resource a path names, from its prefix (an entry's `resource` wins). */
export function resourceOf(url: string, entry: RouteEntry): Resource | null {
  if (entry.resource) return entry.resource;
  if (!url.includes(':')) return null;
  if (url.includes('/cao-scans/')) return 'scan';
  if (url.startsWith('/api/files/')) return 'file';
  if (url.includes('/organizations/') || url.includes(':organizationId')) return 'organization';
  if (url.startsWith('/api/admin/users/')) return 'user';
  if (url.startsWith('/api/admin/roles/')) return 'role';
  if (url.includes('/invitations/')) return 'invitation';
  throw new Error(`no resource for ${url}: give its table entry a resource`);
}
