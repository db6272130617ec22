import { getRoleLabel, type ActivityItem } from '@caoscan/core';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** One Dutch sentence per event, from the facts its payload carries. */
export function describeActivity(item: ActivityItem): string {
  const { payload } = item;
  switch (item.activity_type) {
    case 'scan.created':
      return `Scan "${text(payload.scan_name, 'zonder naam')}" aangemaakt`;
    case 'file.uploaded':
      return `Bestand "${text(payload.file_name, 'onbekend')}" geüpload`;
    case 'user.invited': {
      const role =
        typeof payload.role_name === 'string' ? ` als ${getRoleLabel(payload.role_name, 'admin')}` : '';
      return `${text(payload.email, 'Een collega')} uitgenodigd${role}`;
    }
    case 'credit.purchased': {
      const amount = payload.credits_amount ?? payload.credits;
      return typeof amount === 'number' ? `${amount} credits gekocht` : 'Credits gekocht';
    }
    case 'cao.version_changed': {
      const scans = Array.isArray(payload.scans) ? payload.scans.length : 0;
      const label = typeof payload.version_label === 'string' ? ` (${payload.version_label})` : '';
      const used = scans === 1 ? '1 scan gebruikte' : `${scans} scans gebruikten`;
      return `Nieuwe versie van ${text(payload.cao_name, 'een cao')}${label}: ${used} de vorige versie`;
    }
  }
}
