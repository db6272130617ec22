import { useEffect, useState } from 'react';
import type { AuthProvider } from 'react-admin';

export type AdminAccess =
  | { status: 'checking' }
  | { status: 'granted' }
  | { status: 'denied' }
  | { status: 'error'; message: string };

function readStatus(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

/**
 * Decides, before react-admin mounts, whether this person may enter the admin area (spec 01 §2
 * admin guard). No session, or a session the API no longer accepts, means the customer login;
 * the state stays 'checking' while the browser leaves.
 */
export function useAdminAccess(authProvider: AuthProvider, onSignedOut: () => void): AdminAccess {
  const [access, setAccess] = useState<AdminAccess>({ status: 'checking' });

  useEffect(() => {
    let isCurrent = true;
    async function check() {
      try {
        await authProvider.checkAuth({});
      } catch {
        onSignedOut();
        return;
      }
      try {
        const isAllowed = await authProvider.canAccess?.({ action: 'access', resource: 'admin' });
        if (isCurrent) setAccess({ status: isAllowed ? 'granted' : 'denied' });
      } catch (error) {
        if (readStatus(error) === 401) {
          await authProvider.logout({}).catch(() => undefined);
          onSignedOut();
          return;
        }
        if (isCurrent) {
          const message = error instanceof Error ? error.message : String(error);
          setAccess({ status: 'error', message });
        }
      }
    }
    void check();
    return () => {
      isCurrent = false;
    };
  }, [authProvider, onSignedOut]);

  return access;
}
