import { isAdministratorRoleName, LAST_ADMINISTRATOR_MESSAGE, type OrganizationMember } from '@caoscan/core';

export interface ParentCandidate {
  id: string;
  name: string;
  parent_id?: string | null;
}

/** Parent options exclude the organisation itself and its direct children (spec 01 §5). */
export function getParentOptions<T extends ParentCandidate>(organizations: T[], selfId?: string | null): T[] {
  if (!selfId) return organizations;
  return organizations.filter((org) => org.id !== selfId && org.parent_id !== selfId);
}

type Member = Pick<OrganizationMember, 'id' | 'roles'>;

export const isAdministrator = (member: Member) =>
  member.roles.some((role) => isAdministratorRoleName(role.name));

/** Details modal: Administrators vs Leden, by whether a role name contains 'admin' (spec 01 §2). */
export function splitMembers<T extends Member>(members: T[]) {
  return {
    administrators: members.filter(isAdministrator),
    members: members.filter((m) => !isAdministrator(m)),
  };
}

/** The remove button shows only for users who hold a non-admin role (spec 01 §5). */
export const canShowRemove = (member: Member) =>
  member.roles.some((role) => !isAdministratorRoleName(role.name));

/** 'Kan de laatste administrator niet verwijderen' when `member` is the only administrator. */
export function checkMemberRemoval(member: Member, members: Member[]): string | null {
  if (!isAdministrator(member)) return null;
  const otherAdmins = members.filter((other) => other.id !== member.id && isAdministrator(other));
  return otherAdmins.length === 0 ? LAST_ADMINISTRATOR_MESSAGE : null;
}
