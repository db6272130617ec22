import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginPanel } from '../../../features/auth/components/login-panel';

export default function LoginRoute() {
  return (
    <AuthCard>
      <LoginPanel />
    </AuthCard>
  );
}
