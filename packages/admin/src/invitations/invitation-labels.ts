import type { InvitationStatus } from '@caoscan/core';

/** Spec 01 §4: labels, and badge colours yellow, green, red, grey in that order. */
export const INVITATION_LABELS: Record<InvitationStatus, string> = {
  pending: 'Uitnodiging verzonden',
  accepted: 'Geaccepteerd',
  cancelled: 'Geannuleerd',
  expired: 'Verlopen',
};

export const INVITATION_COLORS: Record<InvitationStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  accepted: 'success',
  cancelled: 'error',
  expired: 'default',
};

export const INVITATION_STATUS_CHOICES = Object.entries(INVITATION_LABELS).map(([id, name]) => ({
  id,
  name,
}));
