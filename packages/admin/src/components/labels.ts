/** Dutch labels of the admin screens' enumerations (spec 01 §2–4). */
export const ORGANIZATION_TYPE_LABELS: Record<string, string> = {
  client: 'Client',
  partner: 'Partner',
  standard: 'Standaard',
};

export const USER_STATUS_LABELS: Record<string, string> = {
  active: 'Actief',
  pending: 'In afwachting',
  disabled: 'Uitgeschakeld',
};

export const USER_STATUS_COLORS: Record<string, 'success' | 'warning' | 'default'> = {
  active: 'success',
  pending: 'warning',
  disabled: 'default',
};

/** 'Geen Admin' or 'N Admin(s)' (spec 01 §2 organisations table). */
export function formatAdminBadge(adminCount: number): string {
  return adminCount > 0 ? `${adminCount} Admin(s)` : 'Geen Admin';
}

/** Choice lists for SelectInput filters; the empty choice ('Alle …') is the spec's 'all'. */
export const ORGANIZATION_TYPE_CHOICES = Object.entries(ORGANIZATION_TYPE_LABELS).map(([id, name]) => ({
  id,
  name,
}));

export const ADMIN_PRESENCE_CHOICES = [
  { id: 'has_admin', name: 'Met admin' },
  { id: 'no_admin', name: 'Zonder admin' },
];

export const USER_STATUS_CHOICES = Object.entries(USER_STATUS_LABELS).map(([id, name]) => ({ id, name }));
