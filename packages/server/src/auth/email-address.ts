import { validationFailed } from './errors';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed and lower-cased (addresses are unique case-insensitively); GoTrue's messages when bad. */
export function parseEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!email) throw validationFailed('One of email or phone must be set');
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}
