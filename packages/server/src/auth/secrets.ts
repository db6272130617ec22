import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Small crypto helpers of the auth service; nothing secret is ever stored in plain text. */

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacBase64Url(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function randomUrlToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Six digits, uniformly drawn (leading zeros allowed). */
export function generateSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function equalsConstantTime(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** RFC 7636 S256: base64url(sha256(verifier)); `plain` compares as is (supabase-js falls back to it). */
export function matchesCodeChallenge(verifier: string, challenge: string, method: string): boolean {
  const computed =
    method.toLowerCase() === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
  return equalsConstantTime(computed, challenge);
}
