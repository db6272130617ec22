import type { Session, User } from '@supabase/auth-js';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useServices } from '../services';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Auth state from the auth client: loading until it reports the initial session (after it has
 * exchanged any PKCE code in the URL), then signed in or signed out as events arrive — also
 * when another tab or the admin app signs in or out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  const [isLoading, setIsLoading] = useState(true);
  const [session, setSession] = useState<Session | null>(null);

  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      setSession(next);
      setIsLoading(false);
      if (event === 'SIGNED_OUT') queryClient.clear();
    });
    return () => data.subscription.unsubscribe();
  }, [supabase, queryClient]);

  const signOut = useCallback(async () => {
    // Sign-out errors are only logged (spec 01 §7); the local session is dropped regardless.
    const { error } = await supabase.auth.signOut();
    if (error) {
      console.error('Uitloggen bij de authenticatiedienst mislukt', error);
      await supabase.auth.signOut({ scope: 'local' });
    }
    queryClient.clear();
  }, [supabase, queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      status: isLoading ? 'loading' : session ? 'signedIn' : 'signedOut',
      session,
      user: session?.user ?? null,
      signOut,
    }),
    [isLoading, session, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
