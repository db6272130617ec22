import { describe, expect, it } from 'vitest';
import { canShowRemove, checkMemberRemoval, getParentOptions, splitMembers } from './organization-rules';

const member = (id: string, ...roles: string[]) => ({ id, roles: roles.map((name) => ({ id: name, name })) });

describe('organisation rules', () => {
  it('offers as parent neither the organisation itself nor its direct children', () => {
    const orgs = [
      { id: 'a', name: 'A', parent_id: null },
      { id: 'b', name: 'B', parent_id: 'a' },
      { id: 'c', name: 'C', parent_id: 'b' },
      { id: 'd', name: 'D', parent_id: null },
    ];
    expect(getParentOptions(orgs, 'a').map((o) => o.id)).toEqual(['c', 'd']);
    expect(getParentOptions(orgs, null).map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('blocks removing the last administrator, not one of two', () => {
    const boss = member('1', 'org_administrator');
    const worker = member('2', 'org_member');
    expect(checkMemberRemoval(boss, [boss, worker])).toBe('Kan de laatste administrator niet verwijderen');
    expect(checkMemberRemoval(worker, [boss, worker])).toBeNull();
    const second = member('3', 'org_administrator');
    expect(checkMemberRemoval(boss, [boss, worker, second])).toBeNull();
  });

  it('splits Administrators and Leden by a role name containing admin; remove only with a non-admin role', () => {
    const boss = member('1', 'org_administrator');
    const both = member('2', 'org_administrator', 'org_member');
    const worker = member('3', 'org_member');
    expect(splitMembers([boss, both, worker])).toEqual({ administrators: [boss, both], members: [worker] });
    expect([boss, both, worker].map(canShowRemove)).toEqual([false, true, true]);
  });
});
