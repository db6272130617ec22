import type { InvitationStatus } from '@caoscan/core';
import { sql } from 'kysely';

/** The status everyone sees: a pending invitation past its expiry is expired (spec 01 §4). */
export const effectiveStatus = sql<InvitationStatus>`case
  when invitations.status = 'pending' and invitations.expires_at < now() then 'expired'
  else invitations.status end`;

export const INVITATION_NOT_FOUND = 'Uitnodiging niet gevonden.';
export const INVALID_INVITATION = 'Uitnodiging is niet geldig.';

/** Why a link cannot be used, per effective status (Dutch, shown on the acceptance screen). */
export const UNUSABLE_INVITATION: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: 'Deze uitnodiging is al gebruikt.',
  cancelled: 'Deze uitnodiging is geannuleerd.',
  expired: 'Deze uitnodiging is verlopen.',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
