import { describe, expect, it } from 'vitest';
import {
  getGrantableRoles,
  getPrimaryRole,
  getRoleLabel,
  hasPermission,
  isAdministratorRoleName,
} from './permissions';

describe('permissions', () => {
  it('chooses the primary role in the order admin, org administrator, member, else the first', () => {
    expect(getPrimaryRole(['org_member', 'admin'])).toBe('admin');
    expect(getPrimaryRole(['org_member', 'org_administrator'])).toBe('org_administrator');
    expect(getPrimaryRole(['custom', 'org_member'])).toBe('org_member');
    expect(getPrimaryRole(['custom'])).toBe('custom');
    expect(getPrimaryRole([])).toBeUndefined();
  });

  it('lets admins and org administrators manage the organisation, but only admins reach the back-office', () => {
    expect(hasPermission(['org_administrator'], 'view_credits')).toBe(true);
    expect(hasPermission(['org_administrator'], 'access_admin_dashboard')).toBe(false);
    expect(hasPermission(['admin'], 'access_admin_dashboard')).toBe(true);
    expect(hasPermission(['admin'], 'invite_users')).toBe(true);
    expect(hasPermission(['org_member'], 'view_invitations')).toBe(false);
    expect(hasPermission([], 'view_organization_users')).toBe(true);
  });

  it('lets support staff read the back-office, adjust credits and keep the catalogue, nothing else', () => {
    const support = ['support'];
    expect(hasPermission(support, 'access_admin_dashboard')).toBe(true);
    expect(hasPermission(support, 'view_all_scans')).toBe(true);
    expect(hasPermission(support, 'adjust_credits')).toBe(true);
    expect(hasPermission(support, 'manage_cao_catalogue')).toBe(true);
    for (const permission of [
      'manage_all_organizations',
      'manage_all_users',
      'manage_roles',
      'invite_users',
    ] as const) {
      expect(hasPermission(support, permission)).toBe(false);
    }
    expect(hasPermission(['org_administrator'], 'adjust_credits')).toBe(false);
    expect(hasPermission(['admin'], 'manage_cao_catalogue')).toBe(true);
    expect(getRoleLabel('support', 'admin')).toBe('Ondersteuning');
    expect(getGrantableRoles(['support'])).toEqual([]);
  });

  it('counts any role containing admin as administrator and labels roles per area', () => {
    expect(isAdministratorRoleName('org_administrator')).toBe(true);
    expect(isAdministratorRoleName('org_member')).toBe(false);
    expect(getRoleLabel('org_member', 'admin')).toBe('Lid');
    expect(getRoleLabel(undefined)).toBe('No role');
  });

  it('lets nobody invite above their own level', () => {
    expect(getGrantableRoles(['admin'])).toEqual(['admin', 'org_administrator', 'org_member']);
    expect(getGrantableRoles(['org_administrator'])).toEqual(['org_administrator', 'org_member']);
    expect(getGrantableRoles(['org_member'])).toEqual([]);
    expect(getGrantableRoles([])).toEqual([]);
  });
});
