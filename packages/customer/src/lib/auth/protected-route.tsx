import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageMessage } from '../../components/full-page-message';
import { paths, type LoginLocationState } from '../../config/paths';
import { useAuth } from './auth-provider';

/** Signed-in only (spec 01 §2): a loading screen, then the page or /login remembering the origin. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <FullPageMessage loading title="Laden..." />;
  if (status === 'signedOut') {
    if (location.pathname === paths.authCallback) {
      return <FullPageMessage loading title="Authenticatie wordt verwerkt..." />;
    }
    const state: LoginLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
