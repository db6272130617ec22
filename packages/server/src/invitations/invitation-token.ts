import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits for the link; only its sha-256 is stored, so the database cannot reveal a link. */
export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
