/** Header titles per admin route (spec 01 §2 admin area), paths relative to /admin. */
const TITLES: readonly [RegExp, string][] = [
  [/^\/?$/, 'Admin Dashboard'],
  [/^\/organizations(\/|$)/, 'Organisatie Beheer'],
  [/^\/users(\/|$)/, 'Gebruiker Beheer'],
  [/^\/roles(\/|$)/, 'Rollen Beheer'],
  [/^\/analytics(\/|$)/, 'Systeem Analytics'],
  [/^\/cao-scans\/[^/]+/, 'Scan details'],
  [/^\/cao-scans\/?$/, 'Alle scans'],
  [/^\/credits\/create/, 'Credits aanpassen'],
  [/^\/credits(\/|$)/, 'Credits'],
  [/^\/audit-log(\/|$)/, 'Auditlogboek'],
  [/^\/caos\/create/, 'Cao-versie uploaden'],
  [/^\/caos(\/|$)/, 'Cao-catalogus'],
];

export function getAdminPageTitle(pathname: string, basename = ''): string {
  const relative = basename && pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return TITLES.find(([pattern]) => pattern.test(relative))?.[1] ?? 'Admin Dashboard';
}
