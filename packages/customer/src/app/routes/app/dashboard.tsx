import { Dashboard } from '../../../features/dashboard/components/dashboard';

export default function DashboardRoute() {
  return <Dashboard />;
}
