import { PagePlaceholder } from '../../../components/page-placeholder';

export default function DashboardRoute() {
  return (
    <PagePlaceholder
      title="Dashboard"
      description="Hier verschijnen de statistieken en recente activiteit van uw organisatie."
    />
  );
}
