import { AuthCallback } from '../../../features/auth/components/auth-callback';
import { AuthCard } from '../../../features/auth/components/auth-card';

export default function AuthCallbackRoute() {
  return (
    <AuthCard>
      <AuthCallback />
    </AuthCard>
  );
}
