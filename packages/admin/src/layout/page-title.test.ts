import { describe, expect, it } from 'vitest';
import { getAdminPageTitle } from './page-title';

describe('getAdminPageTitle', () => {
  it.each([
    ['/admin', 'Admin Dashboard'],
    ['/admin/', 'Admin Dashboard'],
    ['/admin/organizations', 'Organisatie Beheer'],
    ['/admin/users', 'Gebruiker Beheer'],
    ['/admin/roles', 'Rollen Beheer'],
    ['/admin/analytics', 'Systeem Analytics'],
    ['/admin/cao-scans', 'Alle scans'],
    ['/admin/cao-scans/123e4567', 'Scan details'],
    ['/admin/caos', 'Cao-catalogus'],
    ['/admin/caos/create', 'Cao-versie uploaden'],
  ])('%s → %s', (pathname, title) => {
    expect(getAdminPageTitle(pathname, '/admin')).toBe(title);
  });
});
