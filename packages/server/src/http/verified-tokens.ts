import type { JWTPayload } from 'jose';

/**
 * Access tokens whose signature was already verified, until they expire. Verifying an HS256
 * signature through WebCrypto cost about as much as a whole scan-list query (see `pnpm bench:api`),
 * and supabase-js sends the same token for up to an hour. Only verified tokens enter; a hit is
 * re-checked against `exp`; the session and user are still read from the database on every request,
 * so logout and disabling a user take effect at once. Bounded: the oldest entry leaves first.
 */
export function createVerifiedTokenCache<T extends JWTPayload>(maxEntries = 5000) {
  const entries = new Map<string, T>();
  return {
    get(token: string, nowSeconds = Date.now() / 1000): T | null {
      const claims = entries.get(token);
      if (!claims) return null;
      if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) {
        entries.delete(token);
        return null;
      }
      return claims;
    },
    set(token: string, claims: T): void {
      if (typeof claims.exp !== 'number') return; // a token without expiry is never kept
      entries.set(token, claims);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
