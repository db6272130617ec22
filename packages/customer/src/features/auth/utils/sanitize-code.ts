import { LOGIN_CODE_LENGTH } from '@caoscan/core';

/** The code input keeps digits only, at most six (spec 01 §5). */
export function sanitizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return code.length === LOGIN_CODE_LENGTH;
}
