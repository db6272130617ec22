import { ProtectedRoute } from '../../../lib/auth/protected-route';
import { CreditBalanceChip } from '../../../features/credits/components/credit-balance-chip';
import { MainLayout } from '../../../features/layout/components/main-layout';

/** Every signed-in page inside the sidebar and header; features meet here, not in each other. */
export default function AppRoot() {
  return (
    <ProtectedRoute>
      <MainLayout headerWidgets={<CreditBalanceChip />} />
    </ProtectedRoute>
  );
}
