import { describe, expect, it } from 'vitest';
import { canAccessAdmin } from './can-access';

describe('canAccessAdmin', () => {
  it('lets platform admins do everything but change scans or the audit log', () => {
    const admin = ['admin'];
    expect(canAccessAdmin(admin, { action: 'access', resource: 'admin' })).toBe(true);
    expect(canAccessAdmin(admin, { action: 'create', resource: 'organizations' })).toBe(true);
    expect(canAccessAdmin(admin, { action: 'delete', resource: 'roles' })).toBe(true);
    expect(canAccessAdmin(admin, { action: 'create', resource: 'credits' })).toBe(true);
    expect(canAccessAdmin(admin, { action: 'delete', resource: 'cao-scans' })).toBe(false);
  });

  it('lets support staff read everything and adjust credits, and hides every other write', () => {
    const support = ['support'];
    for (const resource of ['organizations', 'users', 'invitations', 'roles', 'cao-scans', 'credits']) {
      expect(canAccessAdmin(support, { action: 'list', resource })).toBe(true);
      expect(canAccessAdmin(support, { action: 'show', resource })).toBe(true);
    }
    expect(canAccessAdmin(support, { action: 'create', resource: 'credits' })).toBe(true);
    for (const action of ['create', 'edit', 'delete']) {
      for (const resource of ['organizations', 'users', 'invitations', 'roles']) {
        expect(canAccessAdmin(support, { action, resource }), `${action} ${resource}`).toBe(false);
      }
    }
  });

  it('lets platform admins and support staff keep the cao catalogue, nobody else', () => {
    for (const roles of [['admin'], ['support']]) {
      expect(canAccessAdmin(roles, { action: 'create', resource: 'caos' })).toBe(true);
      expect(canAccessAdmin(roles, { action: 'edit', resource: 'caos' })).toBe(true);
    }
    for (const roles of [['org_member'], ['org_administrator']]) {
      expect(canAccessAdmin(roles, { action: 'list', resource: 'caos' })).toBe(false);
      expect(canAccessAdmin(roles, { action: 'create', resource: 'caos' })).toBe(false);
    }
  });

  it('keeps members and organisation admins out', () => {
    for (const roles of [['org_member'], ['org_administrator'], []]) {
      expect(canAccessAdmin(roles, { action: 'access', resource: 'admin' })).toBe(false);
      expect(canAccessAdmin(roles, { action: 'list', resource: 'credits' })).toBe(false);
    }
  });
});
