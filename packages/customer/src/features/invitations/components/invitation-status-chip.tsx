import { INVITATION_STATUS_LABELS, type InvitationStatus } from '@caoscan/core';
import { Chip } from '@mui/material';

/** Yellow, green, red, grey for pending, accepted, cancelled, expired (spec 02 §4). */
const COLORS = {
  pending: 'warning',
  accepted: 'success',
  cancelled: 'error',
  expired: 'default',
} as const satisfies Record<InvitationStatus, string>;

export function InvitationStatusChip({ status }: { status: InvitationStatus }) {
  return <Chip size="small" color={COLORS[status]} label={INVITATION_STATUS_LABELS[status]} />;
}
