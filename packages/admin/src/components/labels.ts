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

/** Choice lists for SelectInput filters; 'all' means no filter and is never sent. */
export const ORGANIZATION_TYPE_CHOICES = [
  { id: 'all', name: 'Alle types' },
  ...Object.entries(ORGANIZATION_TYPE_LABELS).map(([id, name]) => ({ id, name })),
];

export const ADMIN_PRESENCE_CHOICES = [
  { id: 'all', name: 'Alle organisaties' },
  { id: 'has_admin', name: 'Met admin' },
  { id: 'no_admin', name: 'Zonder admin' },
];

export const USER_STATUS_CHOICES = [
  { id: 'all', name: 'Alle statussen' },
  ...Object.entries(USER_STATUS_LABELS).map(([id, name]) => ({ id, name })),
];
